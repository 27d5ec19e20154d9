// `npm run bench:settle [-- --quick]`: the customer list sorted by balance (PRODUCT.md §18) for an
// admin with 100 000 clients and 500 000 payments. Server time (the list route's work: the query
// parsed, the ORM's page and count, the records mapped) against the same SQL written by hand and
// sent through `pg`, interleaved in the same run. Targets: p95 ≤ 50 ms, ratio ≤ 1.5.
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { AdminsService } from '../dist/src/admins/admins.service.js';
import { toClientRecord } from '../dist/src/clients/client.mapper.js';
import { CLIENTS_LIST } from '../dist/src/clients/clients.list.js';
import { ClientsService } from '../dist/src/clients/clients.service.js';
import { parseListQuery } from '../dist/src/common/list/index.js';
import { loadConfig } from '../dist/src/config/app.config.js';
import { createApp } from '../dist/src/create-app.js';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';
import { migrate } from '../dist/src/migrate.js';
import { ormConfig } from '../dist/src/mikro-orm.config.js';
import { fmt, percentile } from './load/stats.mjs';

const quick = process.argv.includes('--quick');
const CLIENTS = quick ? 20_000 : 100_000;
const PAYMENTS = CLIENTS * 5;
const RUNS = quick ? 60 : 300;
const WARM_UP = 40;
const SUMMED_RUNS = quick ? 5 : 20;

async function database() {
  const name = `arbi_bench_settle_${Date.now()}`;
  if (process.env.DATABASE_URL)
    return { url: withDatabase(process.env.DATABASE_URL, name), stop: async () => {} };
  const embedded = await startEmbeddedPostgres('.bench-data/settle', () => undefined);
  return { url: withDatabase(embedded.url, name), stop: () => embedded.stop() };
}

async function seed(db, adminId) {
  const started = Date.now();
  await db.query('begin');
  // Bulk rows, not signups or API calls: the triggers' sums are written by the seed itself below.
  await db.query('set local session_replication_role = replica');
  await db.query(
    `insert into clients (id, admin_id, name, email, phone, birth_date, sites, site_count, created_at,
                          archived_at, status, last_activity_at, profit, fee_model, fee_amount,
                          fee_percent, withdrawn_sites)
     select gen_random_uuid(), $1, 'Kunde ' || i, 'kunde' || i || '@example.dk', '+45' || (20000000 + i),
            date '1990-01-01' + (i % 5000), '{}', 0, c.created, case when i % 10 = 0 then c.created + interval '30 days' end,
            (array['new','contacted','meeting','active','active','done','done','lost'])[1 + i % 8],
            c.created + (i % 90) * interval '1 day', 0,
            (array['fixed','per_site','share'])[1 + i % 3],
            case when i % 3 <> 2 then (array[1500, 300])[1 + i % 3] end,
            case when i % 3 = 2 then 20 end, 0
       from generate_series(1, $2::int) i,
            lateral (select now() - interval '3 years' + (i::float / $2) * interval '3 years' as created) c`,
    [adminId, CLIENTS],
  );
  await db.query(
    `insert into client_payments (id, admin_id, client_id, kind, amount, method, at, reference, created_at)
     select gen_random_uuid(), $1, c.id, (array['advance','payout','return'])[1 + (n + c.k) % 3],
            100 + ((n * 37 + c.k) % 2900), 'bank', c.created_at + n * interval '1 day', null,
            c.created_at + n * interval '1 day'
       from (select id, created_at, row_number() over () as k from clients where admin_id = $1) c,
            generate_series(1, $2::int) n`,
    [adminId, PAYMENTS / CLIENTS],
  );
  // Six sites per customer, in every state, with the money that makes up the profit.
  await db.query(
    `insert into client_site_progress (id, admin_id, client_id, site, state, deposit, withdrawn)
     select gen_random_uuid(), $1, c.id, 'Site ' || n,
            (array['none','created','deposited','bet_placed','bonus','withdrawn'])[1 + (n + c.k) % 6],
            (c.k * n) % 1000, case when (n + c.k) % 6 = 5 then (c.k * n * 7) % 2000 else 0 end
       from (select id, row_number() over () as k from clients where admin_id = $1) c,
            generate_series(1, 6) n`,
    [adminId],
  );
  // What the progress triggers would have summed.
  await db.query(
    `update clients c set profit = s.profit, withdrawn_sites = s.withdrawn_sites
       from (select client_id, sum(withdrawn - deposit) as profit,
                    count(*) filter (where state = 'withdrawn') as withdrawn_sites
               from client_site_progress where admin_id = $1 group by client_id) s
      where s.client_id = c.id`,
    [adminId],
  );
  // What the ledger trigger would have summed.
  await db.query(
    `update clients c set ledger = s.sum
       from (select client_id, sum(case kind when 'return' then -amount else amount end) as sum
               from client_payments where admin_id = $1 group by client_id) s
      where s.client_id = c.id`,
    [adminId],
  );
  await db.query('commit');
  // The rollups the list counts with (the triggers were off for the bulk rows).
  await db.query('select arbi_recount_client_totals($1)', [adminId]);
  await db.query('vacuum analyze clients');
  await db.query('vacuum analyze client_payments');
  await db.query('vacuum analyze client_site_progress');
  const count = async (table) =>
    (await db.query(`select count(*)::int as n from ${table} where admin_id = $1`, [adminId]))
      .rows[0].n;
  return {
    clients: await count('clients'),
    payments: await count('client_payments'),
    progress: await count('client_site_progress'),
    seconds: (Date.now() - started) / 1000,
  };
}

// Every column the record shows, as the ORM side reads them.
const BALANCE = `arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status, withdrawn_sites)`;
const COLUMNS = `id, name, email, phone, birth_date, referral_code, sites, site_count, source, created_at,
  archived_at, archived_by, status, next_contact_at, last_activity_at, profit, signed_up_again_at,
  pending_signup, task_link_created_at, task_link_expires_at, task_link_opened_at,
  task_link_last_seen_at, fee_model, fee_amount, fee_percent,
  arbi_fee_earned(fee_model, fee_amount, fee_percent, status, profit, withdrawn_sites) as fee_earned,
  ${BALANCE} as balance`;

/** The list route's work, minus HTTP: parse the query, the ORM's page and count, map the records. */
function viaOrm(app, orm, adminId) {
  const clients = app.get(ClientsService);
  return (query) =>
    RequestContext.create(orm.em.fork(), async () => {
      const params = parseListQuery(query, CLIENTS_LIST);
      const [rows, total] = await clients.list(adminId, params);
      return { rows: rows.map(toClientRecord), total };
    });
}

const iso = (d) => (d == null ? null : d.toISOString());
/** What a hand-written route would answer for a row (the ORM side maps with `toClientRecord`). */
const toRecord = (r) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  birthDate: r.birth_date == null ? null : iso(r.birth_date).slice(0, 10),
  referralCode: r.referral_code,
  sites: r.sites,
  siteCount: r.site_count,
  source: r.source,
  createdAt: iso(r.created_at),
  archivedAt: iso(r.archived_at),
  archivedBy: r.archived_by,
  status: r.status,
  nextContactAt: iso(r.next_contact_at),
  lastActivityAt: iso(r.last_activity_at),
  profit: r.profit,
  signedUpAgainAt: iso(r.signed_up_again_at),
  pendingSignup: r.pending_signup,
  taskLink:
    r.task_link_created_at && r.task_link_expires_at > new Date()
      ? {
          createdAt: iso(r.task_link_created_at),
          expiresAt: iso(r.task_link_expires_at),
          openedAt: iso(r.task_link_opened_at),
          lastSeenAt: iso(r.task_link_last_seen_at),
        }
      : null,
  fee: { model: r.fee_model, amount: r.fee_amount, percent: r.fee_percent },
  feeEarned: r.fee_earned,
  balance: r.balance,
});

/** The same page and count, written by hand. */
function viaSql(pool, adminId) {
  return async ({ owesMe, limit }) => {
    const where = `admin_id = $1 and archived_at is null${owesMe ? ` and ${BALANCE} > 0` : ''}`;
    const [page, count] = await Promise.all([
      pool.query(
        `select ${COLUMNS} from clients where ${where}
          order by ${BALANCE} desc, id asc limit ${Number(limit)}`,
        [adminId],
      ),
      // As the route counts: the rollup when only `archived` filters, else the rows.
      owesMe
        ? pool.query(`select count(*) from clients where ${where}`, [adminId])
        : pool.query(
            `select coalesce(sum(clients), 0) as count from client_totals
              where admin_id = $1 and archived = false`,
            [adminId],
          ),
    ]);
    return { rows: page.rows.map(toRecord), total: Number(count.rows[0].count) };
  };
}

/**
 * The road not taken: the balance summed from the payment and progress rows on every page, not
 * read off the per-client sums the triggers keep. Same page, same order; shown for its cost.
 */
function viaRows(pool, adminId) {
  return async ({ limit }) => {
    const page = await pool.query(
      `with ledger as (
         select client_id, sum(amount * (case kind when 'return' then -1 else 1 end)
                                      * (case when reverses is null then 1 else -1 end))::int as sum
           from client_payments where admin_id = $1 group by client_id),
       progress as (
         select client_id, sum(withdrawn - deposit)::int as profit,
                (count(*) filter (where state = 'withdrawn'))::int as withdrawn_sites
           from client_site_progress where admin_id = $1 group by client_id)
       select c.id, coalesce(p.profit, 0) + coalesce(l.sum, 0)
                    - arbi_fee_earned(c.fee_model, c.fee_amount, c.fee_percent, c.status,
                                      coalesce(p.profit, 0), coalesce(p.withdrawn_sites, 0)) as balance
         from clients c left join ledger l on l.client_id = c.id
              left join progress p on p.client_id = c.id
        where c.admin_id = $1 and c.archived_at is null
        order by balance desc, c.id asc limit ${Number(limit)}`,
      [adminId],
    );
    return page.rows;
  };
}

const listQuery = (owesMe, limit) => ({
  filter: JSON.stringify(owesMe ? { archived: false, balance: 'owes_me' } : { archived: false }),
  sort: JSON.stringify(['balance', 'DESC']),
  range: JSON.stringify([0, limit - 1]),
});

async function time(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

async function compare(name, ormRun, sqlRun, target = false) {
  for (let i = 0; i < WARM_UP; i++) {
    await ormRun();
    await sqlRun();
  }
  const orm = [];
  const raw = [];
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, alternating who goes first: both see the same noise.
    const pair =
      i % 2
        ? [
            [raw, sqlRun],
            [orm, ormRun],
          ]
        : [
            [orm, ormRun],
            [raw, sqlRun],
          ];
    for (const [into, run] of pair) into.push((await time(run)).ms);
  }
  const p = (xs, q) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      q,
    );
  return {
    name,
    target,
    orm: { p50: p(orm, 50), p95: p(orm, 95) },
    raw: { p50: p(raw, 50), p95: p(raw, 95) },
  };
}

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
      DATA_DIR: '.bench-data/settle-app',
    }),
    db.url,
  );
  app.useLogger(false);
  await app.init();
  const orm = app.get(MikroORM);
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  const failures = [];
  try {
    const admin = await RequestContext.create(orm.em.fork(), () =>
      app.get(AdminsService).create({
        email: 'bench-settle@arbi.test',
        password: 'bench-password-long-enough',
        role: 'admin',
      }),
    );
    const seeded = await seed(pool, admin.id);
    const ormList = viaOrm(app, orm, admin.id);
    const sqlList = viaSql(pool, admin.id);

    // The two must answer the same before their times are compared.
    for (const owesMe of [false, true]) {
      const a = await ormList(listQuery(owesMe, 25));
      const b = await sqlList({ owesMe, limit: 25 });
      if (a.total !== b.total || JSON.stringify(a.rows) !== JSON.stringify(b.rows))
        failures.push(`ORM and SQL disagree (owes_me: ${owesMe})`);
    }

    const rowsList = viaRows(pool, admin.id);
    const summed = await rowsList({ limit: 25 });
    const read = (await sqlList({ owesMe: false, limit: 25 })).rows;
    if (
      JSON.stringify(summed) !== JSON.stringify(read.map((r) => ({ id: r.id, balance: r.balance })))
    )
      failures.push('the balance read off the sums differs from the balance summed from the rows');

    const results = [
      await compare(
        'list: filter {archived: false}, sort balance DESC, 25 rows + count',
        () => ormList(listQuery(false, 25)),
        () => sqlList({ owesMe: false, limit: 25 }),
        true,
      ),
      // Measured, not a target: its count visits every customer who owes, half the list here.
      await compare(
        'list: filter {archived: false, balance: "owes_me"}, sort balance DESC, 25 rows + count (ratio only)',
        () => ormList(listQuery(true, 25)),
        () => sqlList({ owesMe: true, limit: 25 }),
      ),
    ];
    // Its best case: covering indexes made for it (the schema has none), so the sums read indexes only.
    await pool.query(
      `create index bench_payments_cover on client_payments (admin_id, client_id) include (kind, amount, reverses)`,
    );
    await pool.query(
      `create index bench_progress_cover on client_site_progress (admin_id, client_id) include (state, deposit, withdrawn)`,
    );
    await pool.query('vacuum analyze client_payments, client_site_progress');
    // Fewer runs: each sums every row of the admin.
    const summedTimes = [];
    const readTimes = [];
    for (let i = 0; i < SUMMED_RUNS; i++) {
      summedTimes.push((await time(() => rowsList({ limit: 25 }))).ms);
      readTimes.push((await time(() => sqlList({ owesMe: false, limit: 25 }))).ms);
    }
    const p95 = (xs) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        95,
      );
    const plan = (
      await pool.query(
        `explain (analyze, costs off, timing off, summary off) select ${COLUMNS} from clients
          where admin_id = $1 and archived_at is null
          order by ${BALANCE} desc, id asc limit 25`,
        [admin.id],
      )
    ).rows.map((r) => r['QUERY PLAN']);
    const countPlan = (
      await pool.query(
        `explain (analyze, costs off, timing off, summary off) select count(*) from clients
          where admin_id = $1 and archived_at is null and ${BALANCE} > 0`,
        [admin.id],
      )
    ).rows.map((r) => r['QUERY PLAN']);

    console.log(
      `\n## Customer list by balance: ${seeded.clients} clients, ${seeded.payments} payments, ${seeded.progress} site rows for one admin (seeded in ${fmt(seeded.seconds)} s)`,
    );
    console.log(
      `${RUNS} timed runs each after ${WARM_UP} warm-up runs, ORM and SQL interleaved.\n`,
    );
    console.log(
      '| query | ORM p50 | ORM p95 | SQL p50 | SQL p95 | p95 ratio | check |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const r of results) {
      const ratio = r.orm.p95 / r.raw.p95;
      const ok = ratio <= 1.5 && (r.orm.p95 <= 50 || !r.target);
      if (!ok) failures.push(`${r.name}: p95 ${fmt(r.orm.p95)} ms, ratio ${fmt(ratio, 2)}`);
      console.log(
        `| ${r.name} | ${fmt(r.orm.p50)} ms | ${fmt(r.orm.p95)} ms | ${fmt(r.raw.p50)} ms | ${fmt(r.raw.p95)} ms | ${fmt(ratio, 2)} | ${ok ? 'ok' : 'FAILED'} |`,
      );
    }
    console.log(
      `\nThe road not taken, summing every payment and progress row on each page with covering indexes (${SUMMED_RUNS} runs, not a target): ` +
        `p95 ${fmt(p95(summedTimes))} ms against ${fmt(p95(readTimes))} ms read off the kept sums ` +
        `(${fmt(p95(summedTimes) / p95(readTimes), 1)}×).`,
    );
    console.log("\nThe list query's plan:\n```\n" + plan.join('\n') + '\n```');
    console.log("\nThe owes_me count's plan:\n```\n" + countPlan.join('\n') + '\n```');
  } finally {
    await pool.end();
    await app.close();
    const admin = new pg.Client({ connectionString: withDatabase(db.url, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(db.url).pathname.slice(1)}"`);
    await admin.end();
    await db.stop();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

await main();
