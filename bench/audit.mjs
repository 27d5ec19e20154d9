// `npm run bench:audit [-- --quick]`: does writing the audit log slow the customer list page?
// One app, one admin with 1000 customers; GET /api/clients (a page of 25, as the panel asks) over
// HTTP with the audit write on and off (the writer's `note` swapped for a no-op), interleaved in the
// same run so both see the same noise. Target: on/off ratio ≤ 1.1, sequential and concurrent.
// The app writes one entry per view of a list (reads within a minute are one); the bench takes
// every read as a new view, the worst case, so each one writes.
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { AdminsService } from '../dist/src/admins/admins.service.js';
import { AuditWriter, ListViews } from '../dist/src/audit/index.js';
import { loadConfig } from '../dist/src/config/app.config.js';
import { createApp } from '../dist/src/create-app.js';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';
import { migrate } from '../dist/src/migrate.js';
import { ormConfig } from '../dist/src/mikro-orm.config.js';
import { fmt, percentile } from './load/stats.mjs';

const quick = process.argv.includes('--quick');
const CLIENTS = 1000;
const PAIRS = quick ? 150 : 600;
const BLOCKS = quick ? 4 : 10;
const BLOCK_REQUESTS = 200;
const CONCURRENCY = 10;
const WARM_UP = 100;
const TARGET = 1.1;

async function database() {
  const name = `arbi_bench_audit_${Date.now()}`;
  if (process.env.DATABASE_URL)
    return { url: withDatabase(process.env.DATABASE_URL, name), stop: async () => {} };
  const embedded = await startEmbeddedPostgres('.bench-data/audit', () => undefined);
  return { url: withDatabase(embedded.url, name), stop: () => embedded.stop() };
}

async function time(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main() {
  const db = await database();
  await ensureDatabase(db.url);
  const migrator = await MikroORM.init(ormConfig(db.url));
  await migrate(migrator, () => undefined);
  const config = loadConfig({
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
    LOG_LEVEL: 'warn',
    DATA_DIR: '.bench-data/audit-app',
    RATE_LIMIT_LOGIN: '100000',
  });
  const app = await createApp(config, db.url);
  app.useLogger(false);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const orm = app.get(MikroORM);
  const password = 'bench-password-long-enough-1';
  const admin = await RequestContext.create(orm.em, () =>
    app.get(AdminsService).create({ email: `bench-${Date.now()}@arbi.test`, password }),
  );
  await migrator.em.getConnection().execute(
    `insert into clients (id, admin_id, name, email, phone, birth_date, sites, site_count, created_at)
     select gen_random_uuid(), ?, 'Kunde ' || i, 'kunde' || i || '@example.dk', '+45' || (20000000 + i),
            date '1990-01-01' + i, '{}', 0, now() - i * interval '1 hour'
       from generate_series(1, ?::int) i`,
    [admin.id, CLIENTS],
  );
  await migrator.close();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password }),
  });
  const { token } = await login.json();
  const page = `${base}/api/clients?${new URLSearchParams({
    sort: JSON.stringify(['createdAt', 'DESC']),
    range: JSON.stringify([0, 24]),
    filter: JSON.stringify({ archived: false }),
  })}`;
  const listPage = async () => {
    const res = await fetch(page, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    await res.arrayBuffer();
  };

  app.get(ListViews).isNewView = () => true;
  const writer = app.get(AuditWriter);
  const note = writer.note.bind(writer);
  const audit = (on) => {
    writer.note = on ? note : () => undefined;
  };
  const [before] = await orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from audit_log');

  for (let i = 0; i < WARM_UP; i++) {
    audit(i % 2 === 0);
    await listPage();
  }
  const seq = { on: [], off: [] };
  for (let i = 0; i < PAIRS; i++) {
    // Alternating who goes first: both see the same noise.
    for (const on of i % 2 ? [true, false] : [false, true]) {
      audit(on);
      seq[on ? 'on' : 'off'].push(await time(listPage));
    }
  }
  const conc = { on: 0, off: 0 };
  for (let b = 0; b < BLOCKS * 2; b++) {
    const on = b % 4 === 0 || b % 4 === 3; // on, off, off, on, ...
    audit(on);
    let left = BLOCK_REQUESTS;
    conc[on ? 'on' : 'off'] += await time(() =>
      Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (left-- > 0) await listPage();
        }),
      ),
    );
  }
  audit(true);
  await writer.flush();
  const [after] = await orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from audit_log');

  const p = (xs, q) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      q,
    );
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const seqRatio = mean(seq.on) / mean(seq.off);
  const concRatio = conc.on / conc.off;
  const rps = (ms) => (BLOCKS * BLOCK_REQUESTS) / (ms / 1000);
  const expectedEntries = WARM_UP / 2 + PAIRS + BLOCKS * BLOCK_REQUESTS;
  const written = after.n - before.n;
  const check = (ok) => (ok ? 'ok' : 'FAILED');
  console.log(`\n## Audit write on the customer list page (${CLIENTS} customers, pages of 25)`);
  console.log(
    '| measure | audit off | audit on | on/off | check |\n| --- | --- | --- | --- | --- |',
  );
  console.log(
    `| sequential, ${PAIRS} interleaved pairs: mean / p50 / p95 ms | ${fmt(mean(seq.off), 2)} / ${fmt(p(seq.off, 50), 2)} / ${fmt(p(seq.off, 95), 2)} | ${fmt(mean(seq.on), 2)} / ${fmt(p(seq.on, 50), 2)} / ${fmt(p(seq.on, 95), 2)} | ${fmt(seqRatio, 3)} | ${check(seqRatio <= TARGET)} (≤ ${TARGET}) |`,
  );
  console.log(
    `| ${CONCURRENCY} at a time, ${BLOCKS} blocks of ${BLOCK_REQUESTS} each: pages/s | ${fmt(rps(conc.off), 0)} | ${fmt(rps(conc.on), 0)} | ${fmt(concRatio, 3)} (time) | ${check(concRatio <= TARGET)} (≤ ${TARGET}) |`,
  );
  console.log(
    `| audit entries written with the audit on | | ${written} | | ${check(written === expectedEntries)} (expected ${expectedEntries}) |`,
  );
  await app.close();
  await db.stop();
  if (seqRatio > TARGET || concRatio > TARGET || written !== expectedEntries) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
