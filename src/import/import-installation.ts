import type { Pool, PoolClient } from 'pg';
import { defaultStake } from '../sites/stakes.js';
import type {
  AdminToImport,
  ClientToImport,
  Installation,
  SkippedRecord,
} from './firestore-export.js';

interface AdminReport {
  admin: string;
  status: 'imported' | 'already imported' | 'failed';
  referrals: number;
  clients: number;
  archived: number;
  reason?: string;
}

export interface ImportReport {
  admins: AdminReport[];
  skipped: SkippedRecord[];
  dryRun: boolean;
}

/** Rows per INSERT: large enough to keep round trips few, small enough for pg's parameter arrays. */
const CHUNK = 5000;

class RollBack extends Error {}

/** One transaction per admin, so a bad record fails that admin alone; a dry run rolls back to check the rules too. */
export async function importInstallation(
  pool: Pool,
  installation: Installation,
  options: { dryRun?: boolean; progress?: (done: number) => void } = {},
): Promise<ImportReport> {
  const admins: AdminReport[] = [];
  for await (const admin of installation.admins) {
    admins.push(await importAdmin(pool, admin, options.dryRun ?? false));
    options.progress?.(admins.length);
  }
  return { admins, skipped: installation.skipped, dryRun: options.dryRun ?? false };
}

async function importAdmin(
  pool: Pool,
  admin: AdminToImport,
  dryRun: boolean,
): Promise<AdminReport> {
  const archived = admin.clients.filter((client) => client.archivedAt).length;
  const report: AdminReport = {
    admin: admin.id,
    status: 'imported',
    referrals: admin.referrals.length,
    clients: admin.clients.length - archived,
    archived,
  };
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Triggers that react to new customers (notifications) leave imported ones alone.
    await client.query(`set local arbi.importing = 'on'`);
    const existing = await client.query<{ id: string }>(
      'select id from admins where id = $1 or email = $2',
      [admin.id, admin.email],
    );
    if (existing.rows.length) {
      await client.query('rollback');
      const sameId = existing.rows.some((row) => row.id === admin.id);
      return sameId
        ? { ...report, status: 'already imported', referrals: 0, clients: 0, archived: 0 }
        : { ...failed(report), reason: 'another admin here has the same email' };
    }
    await writeAdmin(client, admin);
    if (dryRun) throw new RollBack();
    await client.query('commit');
    return report;
  } catch (error) {
    await client.query('rollback');
    if (error instanceof RollBack) return report;
    return { ...failed(report), reason: databaseReason(error) };
  } finally {
    client.release();
  }
}

const failed = (report: AdminReport): AdminReport => ({
  ...report,
  status: 'failed',
  referrals: 0,
  clients: 0,
  archived: 0,
});

/** The rule that failed, never the row's values (they may be personal data). */
function databaseReason(error: unknown): string {
  const { constraint, code } = error as { constraint?: string; code?: string };
  if (constraint)
    return `database rule ${constraint} refused a record; nothing of this admin was written`;
  return `database error ${code ?? 'unknown'}; nothing of this admin was written`;
}

async function writeAdmin(client: PoolClient, admin: AdminToImport): Promise<void> {
  // No known old password: the hash '!' matches nothing, the account waits for a new password.
  await client.query(
    `insert into admins (id, email, password_hash, role, texts, imported_at)
     values ($1, $2, $3, $4, $5, now())`,
    [admin.id, admin.email, admin.legacyPasswordHash ?? '!', admin.role, admin.texts],
  );
  await client.query(
    `insert into sites (admin_id, position, name, stake)
     select $1, position - 1, name, stake
     from unnest($2::text[], $3::int[]) with ordinality as site(name, stake, position)`,
    [admin.id, admin.sites, admin.sites.map(defaultStake)],
  );
  if (admin.referrals.length) {
    const r = admin.referrals;
    await client.query(
      `insert into referrals (id, admin_id, name, email, phone, code)
       select id, $1, name, email, phone, code
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[])
         as referral(id, name, email, phone, code)`,
      [
        admin.id,
        r.map((x) => x.id),
        r.map((x) => x.name),
        r.map((x) => x.email),
        r.map((x) => x.phone),
        r.map((x) => x.code),
      ],
    );
  }
  for (let start = 0; start < admin.clients.length; start += CHUNK) {
    await writeClients(client, admin.id, admin.clients.slice(start, start + CHUNK));
  }
}

async function writeClients(client: PoolClient, adminId: string, rows: ClientToImport[]) {
  // Sites travel as one JSON array per client: pg has no array-of-arrays parameter for unnest.
  await client.query(
    `insert into clients (id, admin_id, name, email, phone, birth_date, referral_code, sites,
                          site_count, created_at, archived_at, archived_by)
     select id, $1, name, email, phone, birth_date, referral_code,
            array(select jsonb_array_elements_text(sites)), jsonb_array_length(sites),
            created_at, archived_at, archived_by
     from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[],
                 $8::jsonb[], $9::timestamptz[], $10::timestamptz[], $11::text[])
       as client(id, name, email, phone, birth_date, referral_code, sites, created_at,
                 archived_at, archived_by)`,
    [
      adminId,
      rows.map((row) => row.id),
      rows.map((row) => row.name),
      rows.map((row) => row.email),
      rows.map((row) => row.phone),
      rows.map((row) => row.birthDate),
      rows.map((row) => row.referralCode),
      rows.map((row) => JSON.stringify(row.sites)),
      rows.map((row) => row.createdAt.toISOString()),
      rows.map((row) => row.archivedAt?.toISOString() ?? null),
      rows.map((row) => row.archivedBy),
    ],
  );
}
