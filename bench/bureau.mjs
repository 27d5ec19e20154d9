// `npm run bench:bureau [-- --quick]`: the owner's leaderboard (PRODUCT.md §20) for 20 recruiters
// with 100 000 customers over two years, their timelines (a status change and two money moves
// each) and a year of funnel counts. Server time (the route's work: the service's one statement
// through the app's pool, its rows mapped) against the same statement sent by hand through `pg`
// and mapped by hand, interleaved in the same run; the HTTP round trip is shown beside them.
// Targets: p95 ≤ 100 ms, ratio ≤ 1.5. Exits non-zero when a target is missed or the two disagree.
// On DATABASE_URL's server its database is dropped afterwards (`-- --keep` keeps it to look into).
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { AdminsService } from '../dist/src/admins/admins.service.js';
import { LeaderboardService } from '../dist/src/bureau/leaderboard.service.js';
import { LEADERBOARD_SQL } from '../dist/src/bureau/leaderboard.sql.js';
import { addDays, startOfCopenhagenDay } from '../dist/src/common/copenhagen.js';
import { loadConfig } from '../dist/src/config/app.config.js';
import { createApp } from '../dist/src/create-app.js';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';
import { migrate } from '../dist/src/migrate.js';
import { ormConfig } from '../dist/src/mikro-orm.config.js';
import { todayInCopenhagen } from '../dist/rules/age.js';
import { request } from './load/http-client.mjs';
import { fmt, percentile } from './load/stats.mjs';

const quick = process.argv.includes('--quick');
const RECRUITERS = 20;
const CLIENTS = quick ? 20_000 : 100_000;
const RUNS = quick ? 60 : 300;
const WARM_UP = 30;
const P95_LIMIT_MS = 100;
const RATIO_LIMIT = 1.5;
const PASSWORD = 'bench-password-long-enough';

async function database() {
  const name = `arbi_bench_bureau_${Date.now()}`;
  if (process.env.DATABASE_URL)
    return { url: withDatabase(process.env.DATABASE_URL, name), stop: async () => {} };
  const embedded = await startEmbeddedPostgres('.bench-data/bureau', () => undefined);
  return { url: withDatabase(embedded.url, name), stop: () => embedded.stop() };
}

/** Customers spread over two years and the recruiters, each with a status change and two money moves. */
async function seed(db, adminIds) {
  const started = Date.now();
  await db.query('begin');
  // Bulk rows, not signups or API calls: the sums the triggers keep are written by the seed itself.
  await db.query('set local session_replication_role = replica');
  await db.query(
    `insert into clients (id, admin_id, name, email, phone, birth_date, sites, site_count, created_at,
                          status, last_activity_at, profit, ledger, fee_model, fee_amount, fee_percent,
                          withdrawn_sites)
     select gen_random_uuid(), a.ids[1 + i % array_length(a.ids, 1)], 'Kunde ' || i,
            'kunde' || i || '@example.dk', '+45' || (20000000 + i), date '1990-01-01' + (i % 5000),
            '{}', 0, c.created, (array['new','contacted','meeting','active','done','done','lost'])[1 + i % 7],
            c.created, (i % 3000) - 500, (i % 7) * 100 - 300, (array['fixed','per_site','share'])[1 + i % 3],
            case when i % 3 <> 2 then (array[1500, 300])[1 + i % 3] end, case when i % 3 = 2 then 20 end,
            i % 3
       from generate_series(1, $2::int) i, (select $1::text[] as ids) a,
            lateral (select now() - interval '2 years' + (i::float / $2) * interval '2 years' as created) c`,
    [adminIds, CLIENTS],
  );
  await db.query(
    `insert into client_events (id, admin_id, client_id, type, data, created_at)
     select gen_random_uuid(), c.admin_id, c.id, 'status_changed',
            jsonb_build_object('from', 'new', 'to', c.status), c.created_at + interval '2 days'
       from clients c where c.status <> 'new'
     union all
     select gen_random_uuid(), c.admin_id, c.id, 'site_progress',
            jsonb_build_object('site', 'Unibet', 'state', 'deposited', 'deposit', 500, 'withdrawn', 0,
                               'depositChange', 500, 'withdrawnChange', 0), c.created_at + interval '3 days'
       from clients c
     union all
     select gen_random_uuid(), c.admin_id, c.id, 'site_progress',
            jsonb_build_object('site', 'Unibet', 'state', 'withdrawn', 'deposit', 500, 'withdrawn', 900,
                               'depositChange', 0, 'withdrawnChange', 900), c.created_at + interval '9 days'
       from clients c`,
  );
  await db.query(
    `insert into funnel_counts (admin_id, day, source, welcome, sites, form, submitted)
     select a, d::date, src, 20 + (random() * 20)::int, 15, 10, (random() * 5)::int
       from unnest($1::text[]) a, generate_series(current_date - 365, current_date, interval '1 day') d,
            unnest(array['', 'tiktok', 'instagram']) src`,
    [adminIds],
  );
  // What the owed-sums triggers (off for the bulk insert) would have kept.
  await db.query(
    `update admins a set owed_by_customers = s.owed_by, owed_to_customers = s.owed_to
       from (select admin_id, sum(greatest(b, 0)) as owed_by, sum(greatest(-b, 0)) as owed_to
               from (select admin_id, arbi_client_balance(profit, ledger, fee_model, fee_amount,
                                                          fee_percent, status, withdrawn_sites) as b
                       from clients) balances
              group by admin_id) s
      where a.id = s.admin_id`,
  );
  await db.query('commit');
  for (const table of ['clients', 'client_events', 'funnel_counts', 'admins'])
    await db.query(`vacuum analyze ${table}`);
  const count = async (table) =>
    (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  return {
    clients: await count('clients'),
    events: await count('client_events'),
    funnel: await count('funnel_counts'),
    seconds: (Date.now() - started) / 1000,
  };
}

/** This month so far, as the route defaults to it. */
function thisMonth() {
  const to = todayInCopenhagen();
  return { from: `${to.slice(0, 7)}-01`, to };
}

const share = (part, whole) => (whole ? Math.round((part / whole) * 100) / 100 : 0);

/** The same statement written into a hand-made route: plain `pg`, mapped by hand. */
function viaSql(pool, { from, to }) {
  const values = [startOfCopenhagenDay(from), startOfCopenhagenDay(addDays(to, 1)), from, to];
  return async () => {
    const client = await pool.connect();
    let rows;
    try {
      // As the route: JIT off for the statement, a prepared plan per connection.
      await client.query('begin read only');
      await client.query('set local jit = off');
      ({ rows } = await client.query({
        name: 'leaderboard-by-hand',
        text: LEADERBOARD_SQL,
        values,
      }));
      await client.query('commit');
    } finally {
      client.release();
    }
    return rows.map((r) => ({
      adminId: r.adminId,
      email: r.email,
      role: r.role,
      active: r.deactivatedAt === null,
      newClients: r.newClients,
      contactedShare: share(r.contacted, r.newClients),
      doneShare: share(r.done, r.newClients),
      profit: r.profit,
      feesEarned: r.feesEarned,
      owedByCustomers: r.owedByCustomers,
      owedToCustomers: r.owedToCustomers,
      visits: r.visits,
      signups: r.signups,
    }));
  };
}

/**
 * The CPU the database spent per run, read from its backend's /proc entry (a local server only):
 * on a busy machine wall time waits for a core, CPU time does not.
 */
async function databaseCpuPerRun(url, { from, to }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ pid }] = (await client.query('select pg_backend_pid() as pid')).rows;
    const ticks = () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    };
    ticks();
    const values = [startOfCopenhagenDay(from), startOfCopenhagenDay(addDays(to, 1)), from, to];
    const once = async () => {
      await client.query('begin read only');
      await client.query('set local jit = off');
      await client.query({ name: 'leaderboard-cpu', text: LEADERBOARD_SQL, values });
      await client.query('commit');
    };
    for (let i = 0; i < 10; i++) await once();
    const before = ticks();
    for (let i = 0; i < 100; i++) await once();
    return ((ticks() - before) * 1000) / 100 / 100; // clock ticks of 10 ms, per run
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function time(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

const p = (xs, q) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    q,
  );

async function main() {
  const db = await database();
  await ensureDatabase(db.url);
  const migrator = await MikroORM.init(ormConfig(db.url));
  await migrate(migrator, () => undefined);
  await migrator.close();
  const app = await createApp(
    loadConfig({
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
      LOG_LEVEL: 'warn',
      DATA_DIR: '.bench-data/bureau-app',
      JOBS_WORKER: 'off',
      RATE_LIMIT_LOGIN: '100000',
    }),
    db.url,
  );
  app.useLogger(false);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const orm = app.get(MikroORM);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const failures = [];
  try {
    const admins = app.get(AdminsService);
    const create = (email, role) =>
      RequestContext.create(orm.em.fork(), () =>
        admins.create({ email, password: PASSWORD, role }),
      );
    await create('bench-owner@arbi.test', 'superadmin');
    const ids = [];
    for (let i = 0; i < RECRUITERS; i++)
      ids.push((await create(`rekrutter-${i}@arbi.test`, 'admin')).id);
    const seeded = await seed(pool, ids);
    const period = thisMonth();
    const service = app.get(LeaderboardService);
    const viaService = () => service.leaderboard(period);
    const byHand = viaSql(pool, period);

    const a = await viaService();
    const b = await byHand();
    if (JSON.stringify(a) !== JSON.stringify(b)) failures.push('the route and the SQL disagree');
    if (a.filter((row) => row.newClients > 0).length < RECRUITERS)
      failures.push('the seed left a recruiter without new customers this month');

    for (let i = 0; i < WARM_UP; i++) {
      await viaService();
      await byHand();
    }
    const served = [];
    const raw = [];
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, alternating who goes first: both see the same noise.
      const pair =
        i % 2
          ? [
              [raw, byHand],
              [served, viaService],
            ]
          : [
              [served, viaService],
              [raw, byHand],
            ];
      for (const [into, run] of pair) into.push((await time(run)).ms);
    }
    const login = await request(`${base}/api/auth/login`, {
      method: 'POST',
      body: { email: 'bench-owner@arbi.test', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json.token}` };
    const url = `${base}/api/bureau/leaderboard?from=${period.from}&to=${period.to}`;
    const http = [];
    for (let i = 0; i < Math.min(RUNS, 100); i++) {
      const { ms, result } = await time(() => request(url, { headers }));
      if (result.status !== 200) failures.push(`HTTP ${result.status}`);
      http.push(ms);
    }

    const cpu = await databaseCpuPerRun(db.url, period);
    const ratio = p(served, 95) / p(raw, 95);
    if (p(served, 95) > P95_LIMIT_MS)
      failures.push(`leaderboard p95 ${fmt(p(served, 95))} ms > ${P95_LIMIT_MS} ms`);
    if (ratio > RATIO_LIMIT) failures.push(`ratio ${fmt(ratio, 2)} > ${RATIO_LIMIT}`);
    console.log(
      `\n## Leaderboard: ${RECRUITERS} recruiters, ${seeded.clients} customers, ${seeded.events} timeline events, ${seeded.funnel} funnel rows (seeded in ${fmt(seeded.seconds)} s); period ${period.from}..${period.to}`,
    );
    console.log('| measure | p50 ms | p95 ms | note |\n| --- | --- | --- | --- |');
    console.log(
      `| server time (LeaderboardService) | ${fmt(p(served, 50))} | ${fmt(p(served, 95))} | target ≤ ${P95_LIMIT_MS}; ratio ${fmt(ratio, 2)} (target ≤ ${RATIO_LIMIT}) |`,
    );
    console.log(
      `| the same SQL by hand (pg, mapped by hand) | ${fmt(p(raw, 50))} | ${fmt(p(raw, 95))} | the peer |`,
    );
    console.log(
      `| HTTP round trip (GET /api/bureau/leaderboard) | ${fmt(p(http, 50))} | ${fmt(p(http, 95))} | sign-in check, guards, JSON |`,
    );
    if (cpu !== undefined)
      console.log(
        `| PostgreSQL's CPU per run (its backend's user + system time) | ${fmt(cpu)} | | what the load around it does not inflate |`,
      );
    console.log(
      `\n${RUNS} runs each after ${WARM_UP} warm-up pairs; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`,
    );
  } finally {
    await pool.end();
    await app.close();
    await db.stop();
  }
  if (process.env.DATABASE_URL && !process.argv.includes('--keep')) {
    const admin = new pg.Client({
      connectionString: withDatabase(process.env.DATABASE_URL, 'postgres'),
    });
    await admin.connect();
    await admin.query(
      `drop database if exists "${new URL(db.url).pathname.slice(1)}" with (force)`,
    );
    await admin.end();
  }
  if (failures.length) {
    console.error(`\nFAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
}

await main();
