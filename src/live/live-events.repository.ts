import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PgPool } from '../database/pg-pool.js';
import type { Cursor, LiveEvent, LiveEventType } from './live-event.js';

/** A reconnect that missed more than this gets `resync` (refetch everything) instead. */
const MAX_REPLAY = 500;
/** Events are kept this long for reconnects; an older cursor gets `resync`. */
const KEEP_HOURS = 24;

interface EventRow {
  id: string;
  horizon: string;
  type: LiveEventType;
  record_id: string;
}

@Injectable()
export class LiveEventsRepository {
  constructor(
    private readonly pg: PgPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Includes events of transactions still open now: they may hold a smaller id and commit later. */
  async start(): Promise<Cursor> {
    const { rows } = await (
      await this.pg.pool()
    ).query<{ id: string; horizon: string }>(
      `select coalesce((select max(id) from live_events), 0)::text as id,
              pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
    );
    return { id: BigInt(rows[0].id), horizon: BigInt(rows[0].horizon) };
  }

  /** Some events may come again (the panel only refetches); 'resync' when too many or no longer kept. */
  async since(adminId: string, cursor: Cursor): Promise<LiveEvent[] | 'resync'> {
    const pool = await this.pg.pool();
    const [expired, missed] = await Promise.all([
      pool.query<{ newest: string | null }>(
        `select max(id)::text as newest from live_events
          where created_at < now() - make_interval(hours => $1)`,
        [KEEP_HOURS],
      ),
      pool.query<EventRow>(
        `select id::text, horizon::text, type, record_id from live_events
          where admin_id = $1 and (id > $2 or (id < $2 and tx >= $3::text::xid8))
          order by id limit $4`,
        [adminId, cursor.id.toString(), cursor.horizon.toString(), MAX_REPLAY + 1],
      ),
    ]);
    // Pruning keeps the newest expired event, so every deleted one lies below it.
    const { newest } = expired.rows[0];
    const pruned = newest !== null && cursor.id < BigInt(newest);
    if (pruned || missed.rows.length > MAX_REPLAY) return 'resync';
    return missed.rows.map((row) => ({
      cursor: { id: BigInt(row.id), horizon: BigInt(row.horizon) },
      type: row.type,
      recordId: row.record_id,
    }));
  }

  async validSessions(sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const idleMs = this.config.security.sessionIdleMinutes * 60_000;
    const { rows } = await (
      await this.pg.pool()
    ).query<{ id: string }>(
      `select id from sessions
        where id = any($1::uuid[]) and revoked_at is null and expires_at > now()
          and last_seen_at > now() - make_interval(secs => $2)`,
      [sessionIds, idleMs / 1000],
    );
    return new Set(rows.map((row) => row.id));
  }

  async prune(): Promise<void> {
    await (
      await this.pg.pool()
    ).query(
      `with expired as (
         select id from live_events where created_at < now() - make_interval(hours => $1))
       delete from live_events where id in (select id from expired)
         and id < (select max(id) from expired)`,
      [KEEP_HOURS],
    );
  }
}
