// `npm run bench:analytics [-- --quick]`: funnel step events ingested per second at 50 connections
// against signups per second in the same run (the peer: the heaviest public write), and the funnel
// query for one admin over 365 days × 10 sources, among other admins' counts. Exits non-zero when
// an event was lost or the query's p95 is over 20 ms.
import { cpus, loadavg } from 'node:os';
import { createAdmin, startApp, startDatabase } from './load/server.mjs';
import { runSignups } from './load/driver.mjs';
import { request } from './load/http-client.mjs';
import { fmt, percentile } from './load/stats.mjs';

const quick = process.argv.includes('--quick');
const CONCURRENCY = 50;
const EVENTS = quick ? 3000 : 20000;
const SIGNUPS = quick ? 600 : 4000;
const QUERIES = quick ? 100 : 400;
const STEPS = ['welcome', 'sites', 'form', 'submitted'];
const SOURCES = Array.from({ length: 10 }, (_, i) => `kilde-${i}`);
const P95_LIMIT_MS = 20;
const failures = [];

/** Sends `count` requests through `concurrency` workers; answers per status and the seconds taken. */
async function drive(count, concurrency, send) {
  let next = 0;
  const statuses = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const { status } = await send(i).catch(() => ({ status: 0 }));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

const event = (base, admins) => (i) =>
  request(`${base}/api/public/events`, {
    method: 'POST',
    body: {
      admin: admins[i % admins.length],
      step: STEPS[Math.floor(i / 3) % 4],
      ...(i % 11 ? { src: SOURCES[i % 10] } : {}),
    },
  });

async function ingestPhase(db, app) {
  const admins = [
    await createAdmin(app.base),
    await createAdmin(app.base),
    await createAdmin(app.base),
  ];
  const signupAdmin = await createAdmin(app.base);
  // Warm up both paths (JIT, pooled connections, prepared plans).
  await drive(1000, CONCURRENCY, event(app.base, admins));
  await runSignups({
    base: app.base,
    adminId: signupAdmin,
    count: 300,
    concurrency: CONCURRENCY,
    retryShare: 0,
  });
  const before = Number(
    (
      await db.query(
        'select coalesce(sum(welcome + sites + form + submitted), 0)::int as n from funnel_counts',
      )
    )[0].n,
  );

  const signups = await runSignups({
    base: app.base,
    adminId: signupAdmin,
    count: SIGNUPS,
    concurrency: CONCURRENCY,
    retryShare: 0,
  });
  const signupRps = SIGNUPS / signups.seconds;
  const events = await drive(EVENTS, CONCURRENCY, event(app.base, admins));
  const eventRps = EVENTS / events.seconds;
  const tagged = await drive(Math.round(SIGNUPS / 2), CONCURRENCY, (i) =>
    request(`${app.base}/api/start`, {
      method: 'POST',
      body: {
        name: `Tagged ${i}`,
        email: `tagged-${Date.now()}-${i}@example.dk`,
        phone: `+45${30_000_000 + i}`,
        age: '1990-04-17',
        admin: signupAdmin,
        sites: 'clean',
        src: SOURCES[i % 10],
      },
    }),
  );
  const taggedRps = Math.round(SIGNUPS / 2) / tagged.seconds;

  const after = Number(
    (
      await db.query(
        'select coalesce(sum(welcome + sites + form + submitted), 0)::int as n from funnel_counts',
      )
    )[0].n,
  );
  const counted = after - before;
  const lost = counted !== EVENTS || events.statuses[204] !== EVENTS;
  if (lost)
    failures.push(
      `events: ${EVENTS} sent, ${events.statuses[204] ?? 0} answered 204, ${counted} counted`,
    );
  const taggedRows = Number(
    (
      await db.query(
        'select count(*)::int as n from clients where admin_id = $1 and source is not null',
        [signupAdmin],
      )
    )[0].n,
  );
  console.log(`\n## Ingesting (${CONCURRENCY} connections, same run)`);
  console.log('| measure | value | note |\n| --- | --- | --- |');
  console.log(`| signups/s (POST /api/start, untagged) | ${fmt(signupRps, 0)} | the peer |`);
  console.log(
    `| funnel events/s (POST /api/public/events) | ${fmt(eventRps, 0)} | ratio to signups ${fmt(eventRps / signupRps, 2)} |`,
  );
  console.log(
    `| tagged signups/s (with src) | ${fmt(taggedRps, 0)} | ratio to untagged ${fmt(taggedRps / signupRps, 2)} |`,
  );
  console.log(
    `| events sent / answered 204 / counted | ${EVENTS} / ${events.statuses[204] ?? 0} / ${counted} | ${lost ? 'FAILED' : 'ok'} |`,
  );
  console.log(
    `| tagged signups stored with their source | ${taggedRows} of ${Math.round(SIGNUPS / 2)} | ${JSON.stringify(tagged.statuses)} |`,
  );
}

async function queryPhase(db, app) {
  const login = await request(`${app.base}/api/auth/login`, {
    method: 'POST',
    body: { email: 'bench@arbi.test', password: 'bench-password-long-enough' },
  });
  const { token, admin } = login.json;
  const others = [];
  for (let i = 0; i < 20; i++) others.push(await createAdmin(app.base));
  // 365 days × 10 sources (4 step counters each) for the admin asked about, the same for 20 others.
  await db.query(
    `insert into funnel_counts (admin_id, day, source, welcome, sites, form, submitted)
     select a, d::date, src, 40 + (random() * 20)::int, 30 + (random() * 10)::int, 20 + (random() * 10)::int, (random() * 20)::int
       from unnest($1::text[]) a, generate_series(date '2025-11-24', date '2026-11-23', interval '1 day') d,
            unnest($2::text[]) src
     on conflict do nothing`,
    [[admin.id, ...others], SOURCES],
  );
  await db.query('analyze funnel_counts');
  const rows = Number((await db.query('select count(*)::int as n from funnel_counts'))[0].n);
  const url = `${app.base}/api/analytics/funnel?from=2025-11-24&to=2026-11-23`;
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) await request(url, { headers });
  const http = [];
  let body;
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    const res = await request(url, { headers });
    http.push(performance.now() - started);
    body = res.json;
  }
  // The SQL alone, through the same prepared statement shape.
  const sqlTimes = [];
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const FUNNEL = (await import('../dist/src/analytics/funnel.repository.js')).FUNNEL_SQL;
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    await client.query({
      name: 'funnel',
      text: FUNNEL,
      values: [admin.id, '2025-11-24', '2026-11-23'],
    });
    sqlTimes.push(performance.now() - started);
  }
  // The floor: counting the same rows, nothing grouped (what any query over them costs here).
  const floorTimes = [];
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    await client.query({
      name: 'floor',
      text: 'select count(*) from funnel_counts where admin_id = $1 and day between $2 and $3',
      values: [admin.id, '2025-11-24', '2026-11-23'],
    });
    floorTimes.push(performance.now() - started);
  }
  await client.end();
  const sortedFloor = floorTimes.sort((a, b) => a - b);
  const sortedHttp = http.sort((a, b) => a - b);
  const sortedSql = sqlTimes.sort((a, b) => a - b);
  const p95 = percentile(sortedHttp, 95);
  if (p95 > P95_LIMIT_MS) failures.push(`funnel query p95 ${fmt(p95)} ms > ${P95_LIMIT_MS} ms`);
  console.log(
    `\n## Funnel query: one admin, 365 days × 10 sources (${rows} counter rows of 4 steps, 21 admins)`,
  );
  console.log('| measure | p50 ms | p95 ms | check |\n| --- | --- | --- | --- |');
  console.log(
    `| GET /api/analytics/funnel over HTTP (${QUERIES} in a row) | ${fmt(percentile(sortedHttp, 50))} | ${fmt(p95)} | ${p95 <= P95_LIMIT_MS ? 'ok' : 'FAILED'} (≤ ${P95_LIMIT_MS} ms) |`,
  );
  console.log(
    `| its SQL alone | ${fmt(percentile(sortedSql, 50))} | ${fmt(percentile(sortedSql, 95))} | |`,
  );
  console.log(
    `| peer: count(*) of the same rows | ${fmt(percentile(sortedFloor, 50))} | ${fmt(percentile(sortedFloor, 95))} | SQL p50 ratio to it ${fmt(percentile(sortedSql, 50) / percentile(sortedFloor, 50), 1)} |`,
  );
  console.log(
    `| machine load average (1 min) while measuring | ${fmt(loadavg()[0])} on ${cpus().length} cores | | |`,
  );
  console.log(
    `| answer: steps / sources / days | ${body.steps.length} / ${body.bySource.length} / ${body.byDay.length} | | |`,
  );
}

const db = await startDatabase('.test-data/bench-analytics');
const app = await startApp(db.url, 3196);
try {
  await ingestPhase(db, app);
  await queryPhase(db, app);
} finally {
  app.child.kill('SIGTERM');
  await app.exited;
  await db.stop();
}
if (failures.length) {
  console.error(`\nFAILED: ${failures.join('; ')}`);
  process.exit(1);
}
