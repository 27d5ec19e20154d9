// `npm run bench:signin`: does a failed sign-in tell what kind of account the email has?
// Four kinds fail over HTTP, interleaved, 40 tries each: an unknown email, an account with no
// usable password (imported without a hash), an imported Firebase scrypt hash, an argon2id hash.
// Run twice in the same process: with the failure floor (LOGIN_FAILURE_MS, the default) and
// without it (0, the peer: what the hashes alone would give away). Target: with the floor, the
// medians of the four kinds within 10% of each other.
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { AdminsService } from '../dist/src/admins/admins.service.js';
import { loadConfig } from '../dist/src/config/app.config.js';
import { createApp } from '../dist/src/create-app.js';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';
import { migrate } from '../dist/src/migrate.js';
import { ormConfig } from '../dist/src/mikro-orm.config.js';
import { encodeFirebaseHash } from '../dist/src/common/password/firebase-password.js';
import { fmt, percentile } from './load/stats.mjs';

const TRIES = 40;
const TARGET = 1.1;
// Firebase's documented example parameters and one hash made with them ('user1password').
const FIREBASE = {
  signerKey:
    'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  saltSeparator: 'Bw==',
  rounds: 8,
  memCost: 14,
};
const FIREBASE_SALT = '42xEC+ixf3L2lw==';
const FIREBASE_HASH =
  'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==';

async function database() {
  const name = `arbi_bench_signin_${Date.now()}`;
  if (process.env.DATABASE_URL)
    return { url: withDatabase(process.env.DATABASE_URL, name), stop: async () => {} };
  const embedded = await startEmbeddedPostgres('.bench-data/signin', () => undefined);
  return { url: withDatabase(embedded.url, name), stop: () => embedded.stop() };
}

async function accounts(app, run) {
  const orm = app.get(MikroORM);
  const service = app.get(AdminsService);
  const make = (email, password) =>
    RequestContext.create(orm.em, () => service.create({ email, password }));
  const argon = await make(`argon-${run}@arbi.test`, 'bench-password-long-enough-1');
  const imported = await make(`scrypt-${run}@arbi.test`);
  const none = await make(`none-${run}@arbi.test`);
  const hash = encodeFirebaseHash(FIREBASE, FIREBASE_SALT, FIREBASE_HASH);
  await orm.em
    .getConnection()
    .execute('update admins set password_hash = ?, imported_at = now() where id = ?', [
      hash,
      imported.id,
    ]);
  return {
    'unknown email': `nobody-${run}@arbi.test`,
    'no usable password': none.email,
    'old scrypt hash': imported.email,
    argon2id: argon.email,
  };
}

async function measure(floorMs, dbUrl, run) {
  const config = loadConfig({
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
    LOG_LEVEL: 'error',
    DATA_DIR: '.bench-data/signin-app',
    RATE_LIMIT_LOGIN: '1000000',
    LOGIN_SLOW_AFTER: '1000',
    LOGIN_LOCKOUT_AFTER: '10000',
    LOGIN_ACCOUNT_LOCKOUT_AFTER: '100000',
    LOGIN_FAILURE_MS: String(floorMs),
  });
  const app = await createApp(config, dbUrl);
  app.useLogger(false);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const kinds = await accounts(app, run);
  const fail = async (email) => {
    const start = process.hrtime.bigint();
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password-123' }),
    });
    await res.arrayBuffer();
    if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (const email of Object.values(kinds)) await fail(email); // warm-up
  const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let i = 0; i < TRIES; i++)
    for (const [kind, email] of Object.entries(kinds)) times[kind].push(await fail(email));
  await app.close();
  const medians = Object.fromEntries(
    Object.entries(times).map(([kind, list]) => [
      kind,
      percentile(
        [...list].sort((a, b) => a - b),
        50,
      ),
    ]),
  );
  const values = Object.values(medians);
  return { medians, spread: Math.max(...values) / Math.min(...values) };
}

async function main() {
  const db = await database();
  await ensureDatabase(db.url);
  const migrator = await MikroORM.init(ormConfig(db.url));
  await migrate(migrator, () => undefined);
  await migrator.close();
  const floor = loadConfig({ DATA_DIR: '.bench-data/signin-app' }).security.signInFailureMs;
  const bare = await measure(0, db.url, 'bare');
  const even = await measure(floor, db.url, 'even');
  console.log(`failed sign-ins, median ms over ${TRIES} tries each (HTTP, interleaved)`);
  console.log(`kind                 no floor   LOGIN_FAILURE_MS=${floor}`);
  for (const kind of Object.keys(even.medians))
    console.log(
      `${kind.padEnd(20)} ${fmt(bare.medians[kind]).padStart(8)}   ${fmt(even.medians[kind]).padStart(8)}`,
    );
  console.log(
    `slowest/fastest      ${fmt(bare.spread, 2).padStart(8)}   ${fmt(even.spread, 2).padStart(8)}  (target ≤ ${TARGET})`,
  );
  await db.stop();
  if (even.spread > TARGET) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
