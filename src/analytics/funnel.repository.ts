import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { Batcher } from '../clients/batcher.js';
import type { FunnelStep } from '../../rules/source.js';

export interface FunnelEvent {
  admin: string;
  step: FunnelStep;
  source: string;
  day: string;
}

/** The counts of one (grouping) row of FUNNEL: a step total, a source's step or a day's step. */
export interface FunnelRow {
  by: 'step' | 'source' | 'day';
  step: FunnelStep;
  source: string | null;
  day: string | null;
  count: number;
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
  select e.* from e where exists (select 1 from admins a where a.id = e.admin_id)
), counted as (
  insert into funnel_counts as f (admin_id, day, step, source, count)
  select admin_id, day, step, source, count(*) from known
   group by admin_id, day, step, source order by admin_id, day, step, source
  on conflict (admin_id, day, step, source) do update set count = f.count + excluded.count
)
select idx::int from known`,
};

/** Exported for `npm run bench:analytics`, which times the SQL alone too. */
export const FUNNEL_SQL = `
select case when grouping(source) = 0 then 'source' when grouping(day) = 0 then 'day' else 'step' end as by,
       step, nullif(source, '') as source, to_char(day, 'YYYY-MM-DD') as day, sum(count)::int as count
  from funnel_counts
 where admin_id = $1 and day between $2::date and $3::date
 group by grouping sets ((step), (source, step), (day, step))`;

const FUNNEL = { name: 'arbi_funnel', text: FUNNEL_SQL };

const STEPS_OF_SOURCE = {
  name: 'arbi_funnel_steps_of_source',
  text: `
select step, sum(count)::int as count from funnel_counts
 where admin_id = $1 and day between $2::date and $3::date and source = $4
 group by step`,
};

@Injectable()
export class FunnelRepository {
  private readonly batches = new Batcher<FunnelEvent, boolean>(
    (events) => this.countBatch(events),
    4,
    500,
  );

  constructor(private readonly db: PgPool) {}

  /** Adds one to the event's counter; false when its admin does not exist. */
  count(event: FunnelEvent): Promise<boolean> {
    return this.batches.add(event);
  }

  async funnel(adminId: string, from: string, to: string): Promise<FunnelRow[]> {
    const { rows } = await (
      await this.db.pool()
    ).query<FunnelRow>({ ...FUNNEL, values: [adminId, from, to] });
    return rows;
  }

  async stepsOfSource(
    adminId: string,
    from: string,
    to: string,
    source: string,
  ): Promise<{ step: FunnelStep; count: number }[]> {
    const { rows } = await (
      await this.db.pool()
    ).query<{ step: FunnelStep; count: number }>({
      ...STEPS_OF_SOURCE,
      values: [adminId, from, to, source],
    });
    return rows;
  }

  private async countBatch(events: FunnelEvent[]): Promise<boolean[]> {
    const { rows } = await (
      await this.db.pool()
    ).query<{ idx: number }>({
      ...COUNT_EVENTS,
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
