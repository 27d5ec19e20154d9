import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PgPool } from '../database/pg-pool.js';

export interface Signup {
  adminId: string;
  name: string;
  email: string;
  phone: string;
  birthDate: string;
  referralCode: string | null;
  sites: string[];
}

/** The request's Idempotency-Key, scoped, with the hash of the body it came with. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** What `arbi_signup` did (see its migration, Migration20261121120000_signup_function). */
export type SaveOutcome =
  | { outcome: 'stored'; clientId: string }
  | { outcome: 'stored-answer'; status: number; body: unknown; requestHash: string }
  | { outcome: 'in-flight' | 'unknown-admin' | 'sites-changed' };

interface SaveRow {
  outcome: string;
  client_id: string | null;
  stored_status: number | null;
  stored_body: unknown;
  stored_hash: string | null;
}

// Named, so each pooled connection plans them once.
const SAVE_SIGNUP = {
  name: 'arbi_signup',
  text: 'select * from arbi_signup($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
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
  constructor(private readonly db: PgPool) {}

  /** The admin's site names in their order, or undefined when there is no such admin. */
  async siteNames(adminId: string): Promise<string[] | undefined> {
    const { rows } = await (await this.db.pool()).query<{ sites: string[] }>({ ...SITE_NAMES, values: [adminId] });
    return rows[0]?.sites;
  }

  /** Saves the signup and, with a claim, its answer under that key: one statement, all or nothing. */
  async save(signup: Signup, claim?: IdempotencyClaim): Promise<SaveOutcome> {
    const values = [
      claim?.scope ?? null,
      claim?.key ?? null,
      claim?.requestHash ?? null,
      signup.adminId,
      signup.name,
      signup.email,
      signup.phone,
      signup.birthDate,
      signup.referralCode,
      signup.sites,
      randomUUID(),
    ];
    const { rows: [row] } = await (await this.db.pool()).query<SaveRow>({ ...SAVE_SIGNUP, values });
    switch (row.outcome) {
      case 'stored':
        return { outcome: 'stored', clientId: row.client_id! };
      case 'stored-answer':
        return { outcome: 'stored-answer', status: row.stored_status!, body: row.stored_body, requestHash: row.stored_hash! };
      case 'in-flight':
      case 'unknown-admin':
      case 'sites-changed':
        return { outcome: row.outcome };
      default:
        throw new Error(`arbi_signup answered an unknown outcome: ${row.outcome}`);
    }
  }
}
