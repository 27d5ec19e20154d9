import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { siteKey } from '../../rules/sites.js';
import { type Client } from '../clients/client.entity.js';
import { ClientsService } from '../clients/clients.service.js';
import { fieldError } from '../common/validation.js';
import { SettingsService, type SiteRecord } from '../sites/settings.service.js';
import { PLACED_STATE } from '../../rules/site-progress.js';
import type { BetKind } from '../../rules/bet-kinds.js';
import type { PlacedStake } from './wagering.js';
import {
  ClientSiteProgress,
  PROGRESS_STATES,
  type ProgressState,
} from './client-site-progress.entity.js';
import type { UpdateSiteProgressDto } from './dto/workspace.dto.js';
import { recordEvent } from '../clients/timeline.js';
import { type SiteProgressRecord, toSiteProgressRecord } from './workspace.mapper.js';
import { scopedTo } from '../common/tenant/tenant-filter.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';

/** A row of a plan being marked placed; `deposit` (kr in all) only for cash rows, when given. */
export interface PlacedSite {
  site: string;
  kind: BetKind;
  stake: number;
  deposit?: number;
}

const SITE_NOT_FOUND = 'Siden er ikke på din liste';
const rank = (state: ProgressState) => PROGRESS_STATES.indexOf(state);

/** `had` comes from the signup and is never stored; the database moves the client's profit (workspace migration). */
@Injectable()
export class ProgressService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly settings: SettingsService,
  ) {}

  async list(adminId: string, clientId: string): Promise<SiteProgressRecord[]> {
    const client = await this.clients.findOwn(adminId, clientId);
    return this.rows(this.em, adminId, client);
  }

  async update(
    adminId: string,
    clientId: string,
    siteName: string,
    input: UpdateSiteProgressDto,
  ): Promise<SiteProgressRecord> {
    await this.clients.findOwn(adminId, clientId);
    const site = await this.siteOnList(adminId, siteName);
    await this.em.transactional(async (em) => {
      const client = await this.clients.lockActive(em, adminId, clientId);
      const had = this.had(client).has(siteKey(site.name));
      if (had && input.state !== undefined && input.state !== 'had')
        throw fieldError('state', 'Kunden havde allerede en konto her; det kan ikke ændres');
      if (!had && input.state === 'had')
        throw fieldError('state', "'had' sættes kun af tilmeldingen");
      const row = await this.row(em, client, site.name);
      this.apply(em, client, row, {
        state: input.state === 'had' ? undefined : input.state,
        deposit: input.deposit,
        withdrawn: input.withdrawn,
      });
      await em.flush();
    });
    const rows = await this.list(adminId, clientId);
    return rows.find((row) => row.site === site.name) as SiteProgressRecord;
  }

  /** Cash and bonus rows move forward and the plan is stamped in one transaction, with one `bet_placed` timeline line. */
  async markPlaced(
    adminId: string,
    clientId: string,
    placement: { betPlanId: string; sites: PlacedSite[] },
    markPlan: (em: EntityManager) => Promise<boolean>,
  ): Promise<SiteProgressRecord[]> {
    return this.em.transactional(async (em) => {
      const client = await this.clients.lockActive(em, adminId, clientId);
      // Placed before: nothing moves twice, and the timeline keeps its one line.
      if (!(await markPlan(em))) return this.rows(em, adminId, client);
      const had = this.had(client);
      const lines: Record<string, unknown>[] = [];
      for (const { site, kind, stake, deposit } of placement.sites) {
        if (had.has(siteKey(site))) continue;
        const row = await this.row(em, client, site);
        const state = kind === 'cash' ? PLACED_STATE.cash : PLACED_STATE.bonus;
        const before = row.deposit;
        this.apply(
          em,
          client,
          row,
          {
            state: rank(row.state) < rank(state) ? state : undefined,
            deposit: kind === 'cash' ? deposit : undefined,
          },
          { betPlanId: placement.betPlanId },
        );
        lines.push({
          site: row.site,
          kind,
          stake,
          deposit: row.deposit,
          depositChange: row.deposit - before,
        });
      }
      recordEvent(em, client, 'bet_placed', {
        betPlanId: placement.betPlanId,
        sites: lines,
        totalStake: placement.sites.reduce((sum, { stake }) => sum + stake, 0),
        depositChange: lines.reduce((sum, line) => sum + (line.depositChange as number), 0),
      });
      await em.flush();
      return this.rows(em, adminId, client);
    });
  }

  /** Runs in the caller's transaction, which holds the client's lock. */
  async changeFor(
    em: EntityManager,
    client: Client,
    site: string,
    change: { state?: ProgressState; deposit?: number; withdrawn?: number },
  ): Promise<void> {
    this.apply(em, client, await this.row(em, client, site), change);
  }

  private had(client: Client): Set<string> {
    return new Set(client.sites.map(siteKey));
  }

  private async siteOnList(adminId: string, siteName: string): Promise<SiteRecord> {
    const key = siteKey(siteName);
    const site = (await this.settings.sites(adminId)).find((s) => siteKey(s.name) === key);
    if (!site) throw new NotFoundException(SITE_NOT_FOUND);
    return site;
  }

  private async row(em: EntityManager, client: Client, site: string): Promise<ClientSiteProgress> {
    const found = await em.findOne(ClientSiteProgress, { client, site });
    if (found) return found;
    const row = em.create(ClientSiteProgress, { client, admin: client.admin, site });
    em.persist(row);
    return row;
  }

  private apply(
    em: EntityManager,
    client: Client,
    row: ClientSiteProgress,
    change: { state?: ProgressState; deposit?: number; withdrawn?: number },
    context: Record<string, unknown> = {},
  ): void {
    const next = {
      state: change.state ?? row.state,
      deposit: change.deposit ?? row.deposit,
      withdrawn: change.withdrawn ?? row.withdrawn,
    };
    const depositChange = next.deposit - row.deposit;
    const withdrawnChange = next.withdrawn - row.withdrawn;
    if (next.state === row.state && !depositChange && !withdrawnChange) return;
    const now = new Date();
    // Wagering counts from the first deposit; a deposit taken back to 0 starts it over.
    const depositedAt = next.deposit <= 0 ? null : row.deposit > 0 ? (row.depositedAt ?? now) : now;
    Object.assign(row, next, { updatedAt: now, depositedAt });
    recordEvent(em, client, 'site_progress', {
      site: row.site,
      ...next,
      depositChange,
      withdrawnChange,
      ...context,
    });
  }

  /** The owner reading another recruiter's customer sees that recruiter's site list. */
  async rows(em: EntityManager, adminId: string, client: Client): Promise<SiteProgressRecord[]> {
    const [sites, stored, placed] = await Promise.all([
      this.settings.sites(client.admin.id),
      em.find(ClientSiteProgress, { client }, { filters: scopedTo(adminId) }),
      this.placedStakes(em, adminId, client.id),
    ]);
    const bySite = new Map(stored.map((row) => [siteKey(row.site), row]));
    const had = this.had(client);
    return sites.map((site) => {
      const key = siteKey(site.name);
      const stakes = placed.filter((stake) => siteKey(stake.site) === key);
      return toSiteProgressRecord(site, bySite.get(key), had.has(key), stakes);
    });
  }

  /** The stakes of the client's placed plans, row by row (plans live in JSON, one query). */
  private async placedStakes(
    em: EntityManager,
    adminId: string,
    clientId: string,
  ): Promise<PlacedStake[]> {
    const rows = await executeOwned<{ site: string; stake: string; placed_at: Date }[]>(
      em,
      adminId,
      `select line->>'site' as site, line->>'stake' as stake, p.placed_at
         from bet_plans p, jsonb_array_elements(p.plan->'plan') as line
        where ${ownedBy('p')} and p.client_id = ? and p.placed_at is not null`,
      [clientId],
    );
    return rows.map((row) => ({
      site: row.site,
      stake: Number(row.stake),
      placedAt: new Date(row.placed_at),
    }));
  }
}
