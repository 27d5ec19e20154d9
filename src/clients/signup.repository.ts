import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { PgPool } from '../database/pg-pool.js';
import { Batcher } from '../common/batcher.js';

/**
 * A signup under the names `arbi_signups` reads each item by (those of `arbi_signup`'s parameters,
 * without `p_`), so it goes to SQL as it is. The wire's `age` and `referal` (the old app's names)
 * are mapped to `birth` and `referral` once, in SignupService.
 */
export interface Signup {
  admin: string;
  name: string;
  email: string;
  phone: string;
  /** The birth date, YYYY-MM-DD. */
  birth: string;
  /** A referral code of four digits, or null. */
  referral: string | null;
  sites: string[];
  /** The personal link's tag; written beside the batch (`SET_SOURCES`), not by `arbi_signups`. */
  src: string | null;
}

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** `receipt` is the new card's id, or for a repeat signup one of its own (never the existing card's). */
export type SaveOutcome =
  | { outcome: 'stored' | 'signed-up-again'; clientId: string; receipt: string }
  | { outcome: 'stored-answer'; status: number; body: unknown; requestHash: string }
  | { outcome: 'in-flight' | 'unknown-admin' | 'sites-changed' };

interface SaveRow {
  outcome: string;
  client_id: string | null;
  stored_status: number | null;
  stored_body: unknown;
  stored_hash: string | null;
}

/** One item of `arbi_signups`: the signup, its idempotency claim and the receipt `p_new_id`. */
interface SignupItem extends Signup {
  scope: string | null;
  key: string | null;
  hash: string | null;
  id: string;
}

interface BatchRow extends SaveRow {
  idx: number;
  failure: string | null;
}

// Named, so each pooled connection plans them once.
const SAVE_SIGNUPS = {
  name: 'arbi_signups',
  text: 'select * from arbi_signups($1)',
};

// Batches written at once: enough to keep PostgreSQL busy, few enough that each batch groups many.
const BATCHES_IN_FLIGHT = 4;
const MAX_BATCH = 100;

// A new card's link tag, kept out of arbi_signups so that stays the one writer of cards; an existing card keeps its tag.
const SET_SOURCES = {
  name: 'arbi_signup_sources',
  text: `
update clients c set source = t.src
  from unnest($1::uuid[], $2::text[]) as t(id, src)
 where c.id = t.id and c.source is null`,
};

const SITE_NAMES = {
  name: 'arbi_site_names',
  text: `
select coalesce(array_agg(s.name order by s.position) filter (where s.id is not null), '{}') as sites
  from admins a left join sites s on s.admin_id = a.id
 where a.id = $1 group by a.id`,
};

@Injectable()
export class SignupRepository {
  private readonly batches = new Batcher<SignupItem, SaveRow>(
    (items) => this.writeBatch(items),
    BATCHES_IN_FLIGHT,
    MAX_BATCH,
  );

  constructor(private readonly db: PgPool) {}

  async siteNames(adminId: string): Promise<string[] | undefined> {
    const { rows } = await (
      await this.db.pool()
    ).query<{ sites: string[] }>({ ...this.db.statement(SITE_NAMES), values: [adminId] });
    return rows[0]?.sites;
  }

  /** All or nothing, committed with the signups that arrived at the same time (group commit). */
  async save(signup: Signup, claim?: IdempotencyClaim): Promise<SaveOutcome> {
    const receipt = randomUUID();
    const row = await this.batches.add({
      scope: claim?.scope ?? null,
      key: claim?.key ?? null,
      hash: claim?.requestHash ?? null,
      ...signup,
      id: receipt,
    });
    switch (row.outcome) {
      case 'stored':
      case 'signed-up-again':
        return { outcome: row.outcome, clientId: row.client_id!, receipt };
      case 'stored-answer':
        return {
          outcome: 'stored-answer',
          status: row.stored_status!,
          body: row.stored_body,
          requestHash: row.stored_hash!,
        };
      case 'in-flight':
      case 'unknown-admin':
      case 'sites-changed':
        return { outcome: row.outcome };
      default:
        throw new Error(`arbi_signup answered an unknown outcome: ${row.outcome}`);
    }
  }

  private async writeBatch(items: SignupItem[]): Promise<(SaveRow | Error)[]> {
    const pool = await this.db.pool();
    const rows = items.some((item) => item.src)
      ? await this.writeTagged(pool, items)
      : (
          await pool.query<BatchRow>({
            ...this.db.statement(SAVE_SIGNUPS),
            values: [JSON.stringify(items)],
          })
        ).rows;
    const results: (SaveRow | Error)[] = items.map(
      () => new Error('arbi_signups gave no result for this signup'),
    );
    for (const row of rows)
      results[row.idx] = row.failure ? new Error(`arbi_signups failed: ${row.failure}`) : row;
    return results;
  }

  /** The batch and its link tags in one transaction: a card is never stored without its tag. */
  private async writeTagged(pool: Pool, items: SignupItem[]): Promise<BatchRow[]> {
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      const { rows } = await connection.query<BatchRow>({
        ...this.db.statement(SAVE_SIGNUPS),
        values: [JSON.stringify(items)],
      });
      const tagged = rows.filter((row) => row.outcome === 'stored' && items[row.idx]?.src);
      if (tagged.length)
        await connection.query({
          ...this.db.statement(SET_SOURCES),
          values: [tagged.map((row) => row.client_id), tagged.map((row) => items[row.idx].src)],
        });
      await connection.query('commit');
      return rows;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }
}
