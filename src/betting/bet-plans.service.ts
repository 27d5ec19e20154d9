import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SettingsService } from '../admins/settings.service.js';
import { siteKey } from '../admins/stakes.js';
import { ClientsService } from '../clients/clients.service.js';
import { fieldError } from '../common/validation.js';
import { buildPlan, type PricedOdds } from './bet-plan.builder.js';
import { BetPlan } from './bet-plan.entity.js';
import type { PlanSummary } from './bet-plan.types.js';
import type { CreateBetPlanDto } from './dto/create-bet-plan.dto.js';
import { parseOdds } from './odds.js';

export interface BetPlanRecord extends PlanSummary {
  id: string;
  createdAt: string;
}

const toRecord = (betPlan: BetPlan): BetPlanRecord => ({
  id: betPlan.id,
  createdAt: betPlan.createdAt.toISOString(),
  ...betPlan.plan,
});

@Injectable()
export class BetPlansService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly settings: SettingsService,
  ) {}

  async create(adminId: string, clientId: string, input: CreateBetPlanDto): Promise<BetPlanRecord> {
    const client = await this.clients.findOwn(adminId, clientId);
    const rows = this.priceOdds(input, await this.settings.sites(adminId), client.sites);
    const betPlan = this.em.create(BetPlan, {
      client,
      createdBy: adminId,
      odds: rows.map(({ site, home, draw, away }) => ({ site, home, draw, away })),
      plan: buildPlan(rows),
    });
    await this.em.persist(betPlan).flush();
    return toRecord(betPlan);
  }

  async list(adminId: string, clientId: string): Promise<BetPlanRecord[]> {
    const client = await this.clients.findOwn(adminId, clientId);
    const plans = await this.em.find(BetPlan, { client }, { orderBy: { createdAt: 'DESC' }, limit: 100 });
    return plans.map(toRecord);
  }

  /** Each row must be one of the admin's sites the client lacks; the stake comes from the admin's list. */
  private priceOdds(input: CreateBetPlanDto, sites: { name: string; stake: number }[], clientSites: string[]): PricedOdds[] {
    const stakes = new Map(sites.map((site) => [siteKey(site.name), site]));
    const held = new Set(clientSites.map(siteKey));
    const seen = new Set<string>();
    return input.odds.map((row, i) => {
      const key = siteKey(row.site);
      const site = stakes.get(key);
      if (!site) throw fieldError(`odds.${i}.site`, `${row.site} er ikke på din liste over sider`);
      if (held.has(key)) throw fieldError(`odds.${i}.site`, `Kunden har allerede ${site.name}`);
      if (seen.has(key)) throw fieldError(`odds.${i}.site`, `${site.name} står der to gange`);
      seen.add(key);
      return {
        site: site.name,
        stake: site.stake,
        home: parseOdds(row.home, `odds.${i}.home`),
        draw: parseOdds(row.draw, `odds.${i}.draw`),
        away: parseOdds(row.away, `odds.${i}.away`),
      };
    });
  }
}
