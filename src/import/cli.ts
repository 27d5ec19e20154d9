import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { todayInCopenhagen } from '../../rules/age.js';
import { ensureDatabase, withDatabase } from '../database/database-url.js';
import {
  type EmbeddedPostgres,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from '../database/embedded-postgres.js';
import { migrate } from '../migrate.js';
import { ormConfig } from '../mikro-orm.config.js';
import { readHashConfig } from '../common/password/firebase-password.js';
import { underStartupLock } from '../database/startup-lock.js';
import { arrayItems, objectEntries, readSmallJson } from './export-file.js';
import { type AdminToImport, type AuthUser, InstallationReader } from './firestore-export.js';
import { importInstallation, type ImportReport } from './import-installation.js';

const USAGE =
  'npm run import -- --firestore FILE --auth FILE --hash-config FILE [--superadmin UID] [--dry-run]';
const say = (message: string) => console.log(`[import] ${message}`);

/** Into DATABASE_URL's database, else the embedded one under DATA_DIR (running or not), as `npm start` picks it. */
async function openDatabase(): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const dataDir = process.env.DATA_DIR || '.data';
  const running = runningEmbeddedUrl(dataDir);
  if (running) return { url: withDatabase(running, 'arbi') };
  const embedded = await startEmbeddedPostgres(dataDir, say);
  return { url: withDatabase(embedded.url, 'arbi'), embedded };
}

function printReport(report: ImportReport): void {
  say(report.dryRun ? 'dry run: nothing was written' : 'done');
  for (const admin of report.admins) {
    const counts = `${admin.clients} customers, ${admin.archived} archived, ${admin.referrals} referrals`;
    say(
      `  ${admin.admin}: ${admin.status}${admin.status === 'imported' ? ` (${counts})` : ''}${admin.reason ? `: ${admin.reason}` : ''}`,
    );
  }
  if (report.skipped.length) say(`skipped ${report.skipped.length} record(s):`);
  for (const skip of report.skipped) say(`  ${skip.admin} ${skip.record}: ${skip.reason}`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      firestore: { type: 'string' },
      auth: { type: 'string' },
      'hash-config': { type: 'string' },
      superadmin: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  if (!values.firestore || !values.auth || !values['hash-config']) {
    console.error(`usage: ${USAGE}`);
    return 2;
  }
  const hashConfig = readHashConfig(readSmallJson(values['hash-config']));
  // Only what sign-in needs of each user is kept: the auth export can be large too.
  const users: AuthUser[] = [];
  for await (const user of arrayItems(values.auth, 'users')) {
    const { localId, email, passwordHash, salt } = (user ?? {}) as AuthUser;
    users.push({ localId, email, passwordHash, salt });
  }
  const reader = new InstallationReader(users, hashConfig, {
    today: todayInCopenhagen(),
    superadmin: values.superadmin,
  });
  const firestore = values.firestore;
  async function* admins(): AsyncGenerator<AdminToImport> {
    for await (const [uid, raw] of objectEntries(firestore, 'admins')) {
      const admin = reader.read(uid, raw);
      if (admin) yield admin;
    }
  }
  const { url, embedded } = await openDatabase();
  await ensureDatabase(url);
  const orm = await MikroORM.init(ormConfig(url));
  // Its own small pool: bulk inserts outlast the app pool's per-request query timeout.
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await underStartupLock(process.env.DATABASE_DIRECT_URL || url, () => migrate(orm, say), say);
    const report = await importInstallation(
      pool,
      { admins: admins(), skipped: reader.skipped },
      { dryRun: values['dry-run'], progress: (done) => say(`${done} admin(s) read and written`) },
    );
    printReport(report);
    const clean = !report.skipped.length && report.admins.every((a) => a.status !== 'failed');
    return clean ? 0 : 1;
  } finally {
    await pool.end();
    await orm.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[import] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
