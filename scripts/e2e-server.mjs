// The server the browser tests drive: a fresh database every run (a new embedded cluster under
// .test-data/, or a new database on DATABASE_URL's server), a known super-admin, generous limits.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';

const say = (message) => console.log(`[e2e-server] ${message}`);
const port = process.env.E2E_PORT ?? '3100';
const dataDir = `.test-data/e2e-${port}`;
let embedded;
let databaseUrl;
if (process.env.DATABASE_URL) {
  databaseUrl = withDatabase(process.env.DATABASE_URL, `arbi_e2e_${Date.now()}`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  embedded = await startEmbeddedPostgres(dataDir, say);
  databaseUrl = withDatabase(embedded.url, 'arbi_e2e');
}
await ensureDatabase(databaseUrl);
// For a spec that starts a second instance on the same database (one with SMTP, say).
mkdirSync('.test-data', { recursive: true });
writeFileSync(`.test-data/e2e-${port}.database-url`, databaseUrl);

const server = spawn(process.execPath, ['dist/src/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: port,
    SUPERADMIN_EMAIL: 'super@arbi.test',
    SUPERADMIN_PASSWORD: 'super-secret-password-1',
    RATE_LIMIT_SIGNUP: '10000',
    RATE_LIMIT_REFERRAL: '10000',
    RATE_LIMIT_REFERRAL_RECRUITER: '10000',
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_PUBLIC: '10000',
    RATE_LIMIT_PLANS: '10000',
    RATE_LIMIT_TASK_SESSION: '10000',
    RATE_LIMIT_TASKS: '10000',
    LOG_LEVEL: 'warn',
  },
});
/** On DATABASE_URL's server the run's database goes with the run, so runs do not pile them up. */
async function dropRunDatabase() {
  if (embedded) return;
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(
      `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`,
    );
  } finally {
    await admin.end();
  }
}

const stop = async (code) => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await embedded?.stop();
  await dropRunDatabase().catch((error) =>
    say(`could not drop the run's database: ${error.message}`),
  );
  process.exit(code);
};
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.on('exit', (code) => embedded?.stop().finally(() => process.exit(code ?? 1)));
