import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { Batcher } from '../common/batcher.js';
import { executeOwned, ownedBy } from '../common/tenant/owned-sql.js';
import type { FunnelStep } from '../../rules/source.js';

export interface FunnelEvent {
  admin: string;
  step: FunnelStep;
  source: string;
  day: string;
}

export type StepCounts = Record<FunnelStep, number>;

export interface FunnelRow extends StepCounts {
  by: 'total' | 'source' | 'day';
  source: string | null;
  day: string | null;
}

// Events that arrive together are counted in one statement: grouped, so each counter row is
// updated once, and in key order, so two batches never wait on each other's rows crosswise.
// Answers the positions of events whose admin exists (the others are answered 404).
const COUNT_EVENTS = {
  name: 'arbi_count_funnel_events',
  text: `
with e as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::date[]) with ordinality
    as e(admin_id, step, source, day, idx)
), known as (
  -- An address whose customers were handed over counts for the successor, tagged via-{old id} (§20).
  select coalesce(a.transferred_to, a.id) as admin_id, e.step,
         case when a.transferred_to is null then e.source else 'via-' || a.id end as source, e.day, e.idx
    from e join admins a on a.id = e.admin_id
), counted as (
  insert into funnel_counts as f (admin_id, day, source, welcome, sites, form, submitted)
  select admin_id, day, source,
         count(*) filter (where step = 'welcome'), count(*) filter (where step = 'sites'),
         count(*) filter (where step = 'form'), count(*) filter (where step = 'submitted')
    from known group by admin_id, day, source order by admin_id, day, source
  on conflict (admin_id, day, source) do update
    set welcome = f.welcome + excluded.welcome, sites = f.sites + excluded.sites,
        form = f.form + excluded.form, submitted = f.submitted + excluded.submitted
)
select idx::int from known`,
};

const SUMS = `coalesce(sum(welcome), 0)::int as welcome, coalesce(sum(sites), 0)::int as sites,
       coalesce(sum(form), 0)::int as form, coalesce(sum(submitted), 0)::int as submitted`;

/**
 * Exported for `npm run bench:analytics`, which times the SQL alone too (it reads the build, so
 * knip cannot see the use).
 * @public
 */
export const FUNNEL_SQL = `
select case when grouping(source) = 0 then 'source' when grouping(day) = 0 then 'day' else 'total' end as by,
       nullif(source, '') as source, to_char(day, 'YYYY-MM-DD') as day, ${SUMS}
  from funnel_counts
 where admin_id = $1 and day between $2::date and $3::date
 group by grouping sets ((), (source), (day))`;

const FUNNEL = { name: 'arbi_funnel', text: FUNNEL_SQL };

export interface NewClientsRow {
  by: 'total' | 'source' | 'day';
  source: string | null;
  day: string | null;
  count: number;
}

// From the rollup `client_signups` (kept by triggers), not by grouping a year of rows.
const NEW_CLIENTS_SQL = `
select case when grouping(source) = 0 then 'source' when grouping(day) = 0 then 'day' else 'total' end as by,
       nullif(source, '') as source, to_char(day, 'YYYY-MM-DD') as day, sum("clients")::int as count
  from "client_signups"
 where ${ownedBy()} and "day" between ?::date and ?::date and (?::text is null or "source" = ?)
 group by grouping sets ((), (source), (day))
having sum("clients") <> 0`;

const STEPS_OF_SOURCE = {
  name: 'arbi_funnel_steps_of_source',
  text: `
select ${SUMS} from funnel_counts
 where admin_id = $1 and day between $2::date and $3::date and source = $4`,
};

@Injectable()
export class FunnelRepository {
  private readonly batches = new Batcher<FunnelEvent, boolean>(
    (events) => this.countBatch(events),
    4,
    500,
  );

  constructor(
    private readonly db: PgPool,
    private readonly em: EntityManager,
  ) {}

  count(event: FunnelEvent): Promise<boolean> {
    return this.batches.add(event);
  }

  async funnel(adminId: string, from: string, to: string): Promise<FunnelRow[]> {
    const { rows } = await (
      await this.db.pool()
    ).query<FunnelRow>({ ...this.db.statement(FUNNEL), values: [adminId, from, to] });
    return rows;
  }

  newClients(
    adminId: string,
    from: string,
    to: string,
    source: string | undefined,
  ): Promise<NewClientsRow[]> {
    return executeOwned<NewClientsRow[]>(this.em, adminId, NEW_CLIENTS_SQL, [
      from,
      to,
      source ?? null,
      source ?? null,
    ]);
  }

  async stepsOfSource(
    adminId: string,
    from: string,
    to: string,
    source: string,
  ): Promise<StepCounts> {
    const { rows } = await (
      await this.db.pool()
    ).query<StepCounts>({
      ...this.db.statement(STEPS_OF_SOURCE),
      values: [adminId, from, to, source],
    });
    return rows[0];
  }

  private async countBatch(events: FunnelEvent[]): Promise<boolean[]> {
    const { rows } = await (
      await this.db.pool()
    ).query<{ idx: number }>({
      ...this.db.statement(COUNT_EVENTS),
      values: [
        events.map((e) => e.admin),
        events.map((e) => e.step),
        events.map((e) => e.source),
        events.map((e) => e.day),
      ],
    });
    const known = new Set(rows.map((row) => row.idx - 1));
    return events.map((_, i) => known.has(i));
  }
}
