import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { siteKey } from '../../rules/sites.js';
import { SettingsService } from '../sites/settings.service.js';
import { ClientsService } from '../clients/clients.service.js';
import type { ListParams } from '../common/list/index.js';
import { findOwned, findOwnedPage } from '../common/tenant/owned.js';
import { scopedTo } from '../common/tenant/tenant-filter.js';
import { fieldError } from '../common/validation.js';
import { planSummary, PLANNER_TIME_LIMIT_MS, type PricedRow } from './plan-summary.js';
import { BetPlan } from './bet-plan.entity.js';
import type { CreateBetPlanDto, MarkPlacedDto } from './dto/create-bet-plan.dto.js';
import { parseOddsHundredths } from './odds.js';
import { rowsWithNoAllowedOutcome } from './planner/index.js';
import type { SiteRecord } from '../sites/settings.service.js';
import type { OddsRowDto } from './dto/create-bet-plan.dto.js';
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
    const [sites, progress] = await Promise.all([
      this.settings.sites(adminId),
      this.progress.list(adminId, clientId),
    ]);
    const deposits = new Map(progress.map((row) => [siteKey(row.site), row.deposit]));
    const rows = this.priceRows(input, sites, client.sites, deposits);
    const result = await this.planner.planRows(rows, PLANNER_TIME_LIMIT_MS);
    const entered = enteredTimes(input, new Date());
    const betPlan = this.em.create(BetPlan, {
      client,
      admin: adminId,
      odds: rows.map((row, i) => ({
        site: row.site,
        home: row.odds[0] / 100,
        draw: row.odds[1] / 100,
        away: row.odds[2] / 100,
        kind: row.kind,
        stake: row.stakeOre / 100,
        minOdds: row.minOdds ? row.minOdds / 100 : null,
        enteredAt: entered.rows[i].toISOString(),
      })),
      plan: planSummary(rows, result),
      event: input.event?.trim() || null,
      kickoffAt: input.kickoffAt ? new Date(input.kickoffAt) : null,
      oddsEnteredAt: entered.plan,
    });
    this.em.persist(betPlan);
    recordEvent(this.em, client, 'bet_planned', {
      betPlanId: betPlan.id,
      minReturn: betPlan.plan.minReturn,
    });
    await this.em.flush();
    return betPlan;
  }

  /** Moves cash and bonus rows forward and stamps the plan once (its stakes then count towards wagering). */
  async markPlaced(
    adminId: string,
    id: string,
    input: MarkPlacedDto = {},
  ): Promise<SiteProgressRecord[]> {
    const betPlan = await this.findOne(adminId, id);
    const lines = betPlan.plan.plan.filter((line) => line.stake > 0);
    const deposits = new Map<string, number>();
    (input.deposits ?? []).forEach(({ site, deposit }, i) => {
      const line = lines.find((row) => siteKey(row.site) === siteKey(site));
      if (!line || (line.kind ?? 'cash') !== 'cash')
        throw fieldError(`deposits.${i}.site`, `${site} er ikke en kontant række i planen`);
      if (deposits.has(line.site))
        throw fieldError(`deposits.${i}.site`, `${line.site} står der to gange`);
      deposits.set(line.site, deposit);
    });
    const sites = lines.map((line) => ({
      site: line.site,
      kind: line.kind ?? 'cash',
      stake: line.stake,
      deposit: deposits.get(line.site),
    }));
    return this.progress.markPlaced(
      adminId,
      betPlan.client.id,
      { betPlanId: betPlan.id, sites },
      async (em) =>
        (await em.nativeUpdate(
          BetPlan,
          { id: betPlan.id, admin: adminId, placedAt: null },
          { placedAt: new Date() },
        )) > 0,
    );
  }

  async list(adminId: string, params: ListParams): Promise<[BetPlan[], number]> {
    await this.clients.openListed(adminId, params);
    return findOwnedPage(this.em, BetPlan, adminId, params);
  }

  async listForClient(adminId: string, clientId: string): Promise<BetPlan[]> {
    const client = await this.clients.findOwn(adminId, clientId);
    return this.em.find(
      BetPlan,
      { client },
      { orderBy: { createdAt: 'DESC' }, limit: 100, filters: scopedTo(adminId) },
    );
  }

  findOne(adminId: string, id: string): Promise<BetPlan> {
    return findOwned(this.em, BetPlan, adminId, id, 'Planen findes ikke');
  }

  /** Stakes default by kind; the minimum odds are the row's or the offer's, the higher. */
  private priceRows(
    input: CreateBetPlanDto,
    sites: SiteRecord[],
    clientSites: string[],
    deposits: Map<string, number>,
  ): PricedRow[] {
    const byKey = new Map(sites.map((site) => [siteKey(site.name), site]));
    const held = new Set(clientSites.map(siteKey));
    const seen = new Set<string>();
    const rows = input.odds.map((row, i): PricedRow => {
      const key = siteKey(row.site);
      const site = byKey.get(key);
      if (!site) throw fieldError(`odds.${i}.site`, `${row.site} er ikke på din liste over sider`);
      if (held.has(key)) throw fieldError(`odds.${i}.site`, `Kunden har allerede ${site.name}`);
      if (seen.has(key)) throw fieldError(`odds.${i}.site`, `${site.name} står der to gange`);
      seen.add(key);
      const kind = row.kind ?? 'cash';
      const offer = site.offer;
      const offerMin = kind === 'cash' ? offer?.qualifyingMinOdds : offer?.bonusMinOdds;
      const ownMin =
        row.minOdds == null || row.minOdds === ''
          ? 0
          : parseOddsHundredths(row.minOdds, `odds.${i}.minOdds`);
      return {
        site: site.name,
        kind,
        stakeOre: this.stakeOre(row, i, site, deposits.get(key) ?? 0),
        odds: [
          parseOddsHundredths(row.home, `odds.${i}.home`),
          parseOddsHundredths(row.draw, `odds.${i}.draw`),
          parseOddsHundredths(row.away, `odds.${i}.away`),
        ],
        minOdds: Math.max(ownMin, Math.round((offerMin ?? 0) * 100)),
        bonusOre: kind === 'cash' && offer ? offer.bonus * 100 : 0,
      };
    });
    const [unplayable] = rowsWithNoAllowedOutcome(rows);
    if (unplayable !== undefined) {
      const { site, minOdds } = rows[unplayable];
      throw fieldError(
        `odds.${unplayable}`,
        `Ingen af ${site}s odds når minimumsodds ${formatOdds(minOdds)}`,
      );
    }
    return rows;
  }

  private stakeOre(row: OddsRowDto, i: number, site: SiteRecord, deposit: number): number {
    if (row.stake != null) return Math.round(row.stake * 100);
    const kind = row.kind ?? 'cash';
    if (kind === 'cash') return site.stake * 100;
    if (!site.offer)
      throw fieldError(
        `odds.${i}.stake`,
        `${site.name} har intet tilbud at tage indsatsen fra; skriv indsatsen`,
      );
    if (kind === 'bonus_money')
      return (deposit || (site.offer.minDeposit ?? 0)) * 100 + site.offer.bonus * 100;
    return site.offer.bonus * 100;
  }
}

/** The page's clock may run ahead of ours: a time after now is taken as now. */
function enteredTimes(input: CreateBetPlanDto, now: Date): { rows: Date[]; plan: Date } {
  const at = (iso: string | null | undefined) =>
    iso ? new Date(Math.min(Date.parse(iso), now.getTime())) : now;
  const rows = input.odds.map((row) => at(row.enteredAt));
  const oldest = new Date(Math.min(...rows.map((time) => time.getTime())));
  return { rows, plan: input.oddsEnteredAt ? at(input.oddsEnteredAt) : oldest };
}

/** Hundredths as Danish odds: 180 → '1,80'. */
function formatOdds(hundredths: number): string {
  return (hundredths / 100).toFixed(2).replace('.', ',');
}
