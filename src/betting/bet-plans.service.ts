import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { siteKey } from '../../rules/sites.js';
import { SettingsService } from '../sites/settings.service.js';
import { ClientsService } from '../clients/clients.service.js';
import type { ListParams } from '../common/list/index.js';
import { findOwned, findOwnedPage } from '../common/tenant/owned.js';
import { fieldError } from '../common/validation.js';
import { planSummary, PLANNER_TIME_LIMIT_MS, type PricedOdds } from './plan-summary.js';
import { BetPlan } from './bet-plan.entity.js';
import type { CreateBetPlanDto } from './dto/create-bet-plan.dto.js';
import { parseOdds } from './odds.js';
import { recordEvent } from '../clients/timeline.js';
import { ProgressService, type SiteProgressRecord } from '../workspace/index.js';
import { PlannerPool } from './pool/planner-pool.js';

@Injectable()
export class BetPlansService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly settings: SettingsService,
    private readonly progress: ProgressService,
    private readonly planner: PlannerPool,
  ) {}

  async create(adminId: string, clientId: string, input: CreateBetPlanDto): Promise<BetPlan> {
    const client = await this.clients.findOwn(adminId, clientId);
    const rows = this.priceOdds(input, await this.settings.sites(adminId), client.sites);
    const result = await this.planner.plan(rows, PLANNER_TIME_LIMIT_MS);
    const betPlan = this.em.create(BetPlan, {
      client,
      admin: adminId,
      odds: rows.map(({ site, home, draw, away }) => ({ site, home, draw, away })),
      plan: planSummary(rows, result),
    });
    // One flush, one transaction: the plan and its timeline event.
    this.em.persist(betPlan);
    recordEvent(this.em, client, 'bet_planned', {
      betPlanId: betPlan.id,
      minReturn: betPlan.plan.minReturn,
    });
    await this.em.flush();
    return betPlan;
  }

  /** 'Marker som placeret': the plan's sites move to `bet_placed` in one step. */
  async markPlaced(adminId: string, id: string): Promise<SiteProgressRecord[]> {
    const betPlan = await this.findOne(adminId, id);
    const sites = betPlan.plan.plan.filter((line) => line.stake > 0).map((line) => line.site);
    return this.progress.markPlaced(adminId, betPlan.client.id, sites);
  }

  list(adminId: string, params: ListParams): Promise<[BetPlan[], number]> {
    return findOwnedPage(this.em, BetPlan, adminId, params);
  }

  /** The nested list: a client's latest plans, newest first. */
  async listForClient(adminId: string, clientId: string): Promise<BetPlan[]> {
    const client = await this.clients.findOwn(adminId, clientId);
    return this.em.find(
      BetPlan,
      { client, admin: adminId },
      { orderBy: { createdAt: 'DESC' }, limit: 100 },
    );
  }

  findOne(adminId: string, id: string): Promise<BetPlan> {
    return findOwned(this.em, BetPlan, adminId, id, 'Planen findes ikke');
  }

  /** Each row must be one of the admin's sites the client lacks; the stake comes from the admin's list. */
  private priceOdds(
    input: CreateBetPlanDto,
    sites: { name: string; stake: number }[],
    clientSites: string[],
  ): PricedOdds[] {
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
