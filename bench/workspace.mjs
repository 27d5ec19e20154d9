// `npm run bench:workspace [-- --quick | --clients 1000000]`: the recruiter's list with a status
// filter, the search box, each sort and the board, for an admin with 100 000 clients and 1 000 000
// events (or --clients N and 10 × N events, generated in PostgreSQL). Server time (the list route's work: the
// query parsed, the ORM's page and count, the records mapped) against the same SQL written by hand
// and sent through `pg`, interleaved in the same run. Targets: p95 ≤ 50 ms up to 100 000 clients,
// ≤ 100 ms beyond; ratio ≤ 1.5.
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
const clientsArg = process.argv.indexOf('--clients');
const CLIENTS = clientsArg > 0 ? Number(process.argv[clientsArg + 1]) : quick ? 20_000 : 100_000;
if (!Number.isInteger(CLIENTS) || CLIENTS < 1000)
  throw new Error('--clients takes a whole number ≥ 1000');
const EVENTS = CLIENTS * 10;
const P95_TARGET_MS = CLIENTS > 100_000 ? 100 : 50;
const RUNS = quick ? 60 : 300;
/** Fewer runs for each of the many sorts: the run stays within minutes. */
const SORT_RUNS = quick ? 30 : 100;
const WARM_UP = 40;
const STATUSES = ['new', 'contacted', 'meeting', 'active', 'done', 'lost'];
const BOARD_COLUMN = 50;

async function database() {
  const name = `arbi_bench_workspace_${Date.now()}`;
  if (process.env.DATABASE_URL)
    return { url: withDatabase(process.env.DATABASE_URL, name), stop: async () => {} };
  const embedded = await startEmbeddedPostgres('.bench-data/workspace', () => undefined);
  return { url: withDatabase(embedded.url, name), stop: () => embedded.stop() };
}

async function seed(db, adminId) {
  const started = Date.now();
  await db.query('begin');
  // Bulk rows, not signups: the triggers (signed_up events, activity) would add rows the seed writes itself.
  await db.query('set local session_replication_role = replica');
  await db.query(
    `insert into clients (id, admin_id, name, email, phone, birth_date, sites, site_count, created_at,
                          archived_at, status, next_contact_at, last_activity_at, profit, fee_model,
                          fee_amount)
     select gen_random_uuid(), $1, 'Kunde ' || i, 'kunde' || i || '@example.dk', '+45' || (20000000 + i),
            date '1990-01-01' + (i % 5000), '{}', 0, c.created, case when i % 10 = 0 then c.created + interval '30 days' end,
            (array['new','new','new','new','contacted','contacted','meeting','active','active','done','lost'])[1 + i % 11],
            case when i % 3 = 0 then now() + ((i % 200) - 100) * interval '1 day' end,
            c.created + (i % 90) * interval '1 day', (i % 2000) - 1000, 'fixed', 1500
       from generate_series(1, $2::int) i,
            lateral (select now() - interval '3 years' + (i::float / $2) * interval '3 years' as created) c`,
    [adminId, CLIENTS],
  );
  await db.query(
    `insert into client_events (id, admin_id, client_id, type, data, created_at)
     select gen_random_uuid(), $1, c.id,
            (array['status_changed','note_added','bet_planned','site_progress','contact_corrected'])[1 + n % 5],
            jsonb_build_object('n', n), c.created_at + n * interval '1 hour'
       from clients c, generate_series(1, $2::int) n
      where c.admin_id = $1`,
    [adminId, EVENTS / CLIENTS],
  );
  await db.query('commit');
  await db.query('vacuum analyze clients');
  await db.query('vacuum analyze client_events');
  const [{ clients }] = (
    await db.query('select count(*)::int as clients from clients where admin_id = $1', [adminId])
  ).rows;
  const [{ events }] = (
    await db.query('select count(*)::int as events from client_events where admin_id = $1', [
      adminId,
    ])
  ).rows;
  return { clients, events, seconds: (Date.now() - started) / 1000 };
}

// Every column the record shows, as the ORM side reads them.
const COLUMNS = `id, name, email, phone, birth_date, referral_code, sites, site_count, source, created_at,
  archived_at, archived_by, status, next_contact_at, last_activity_at, profit, signed_up_again_at,
  pending_signup, task_link_created_at, task_link_expires_at, task_link_opened_at,
  task_link_last_seen_at, fee_model, fee_amount, fee_percent,
  arbi_fee_earned(fee_model, fee_amount, fee_percent, status, profit, withdrawn_sites) as fee_earned,
  arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status, withdrawn_sites) as balance`;

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

/** Any page and count written by hand: `where` on the admin's rows ($1 is the admin), then `order`. */
function sqlPage(pool, adminId) {
  return async ({ where, params = [], order, limit = 25 }) => {
    const condition = `admin_id = $1 and ${where}`;
    const [page, count] = await Promise.all([
      pool.query(
        `select ${COLUMNS} from clients where ${condition} order by ${order} limit ${Number(limit)}`,
        [adminId, ...params],
      ),
      pool.query(`select count(*) from clients where ${condition}`, [adminId, ...params]),
    ]);
    return { rows: page.rows.map(toRecord), total: Number(count.rows[0].count) };
  };
}

/** The same page and count, written by hand. */
function viaSql(pool, adminId) {
  return async ({ status, limit }) => {
    // As the ORM writes it: `status = x` for one, `status in (x, y)` for several.
    const statuses = [status].flat();
    const inList = statuses.map((_, i) => `$${i + 2}`).join(', ');
    const where = `admin_id = $1 and status ${statuses.length === 1 ? '= $2' : `in (${inList})`} and archived_at is null`;
    const [page, count] = await Promise.all([
      pool.query(
        `select ${COLUMNS} from clients where ${where}
          order by last_activity_at desc, id asc limit ${Number(limit)}`,
        [adminId, ...statuses],
      ),
      pool.query(`select count(*) from clients where ${where}`, [adminId, ...statuses]),
    ]);
    return { rows: page.rows.map(toRecord), total: Number(count.rows[0].count) };
  };
}

const listQuery = (status, limit) => ({
  filter: JSON.stringify({ status, archived: false }),
  sort: JSON.stringify(['lastActivityAt', 'DESC']),
  range: JSON.stringify([0, limit - 1]),
});

async function time(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

async function compare(name, ormRun, sqlRun, runs = RUNS) {
  for (let i = 0; i < Math.min(WARM_UP, runs); i++) {
    await ormRun();
    await sqlRun();
  }
  const orm = [];
  const raw = [];
  for (let i = 0; i < runs; i++) {
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
      DATA_DIR: '.bench-data/workspace-app',
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
        email: 'bench-workspace@arbi.test',
        password: 'bench-password-long-enough',
        role: 'admin',
      }),
    );
    const seeded = await seed(pool, admin.id);
    const ormList = viaOrm(app, orm, admin.id);
    const sqlList = viaSql(pool, admin.id);

    // The two must answer the same before their times are compared.
    for (const status of ['contacted', ['new', 'meeting']]) {
      const a = await ormList(listQuery(status, 25));
      const b = await sqlList({ status, limit: 25 });
      if (a.total !== b.total || JSON.stringify(a.rows) !== JSON.stringify(b.rows))
        failures.push(`ORM and SQL disagree for ${JSON.stringify(status)}`);
    }

    const page = sqlPage(pool, admin.id);
    const active = (filter, sort) => ({
      filter: JSON.stringify({ ...filter, archived: false }),
      sort: JSON.stringify(sort),
      range: JSON.stringify([0, 24]),
    });
    const SEARCH = 'Kunde 4711';
    const BALANCE = `arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status, withdrawn_sites)`;
    // Every sort of the list, as a click on its column asks (the money ones highest first).
    const sorts = [
      ['name', 'name', 'ASC'],
      ['email', 'email', 'ASC'],
      ['phone', 'phone', 'ASC'],
      ['birthDate', 'birth_date', 'ASC'],
      ['referralCode', 'referral_code', 'ASC'],
      ['siteCount', 'site_count', 'DESC'],
      ['source', 'source', 'ASC'],
      ['createdAt', 'created_at', 'DESC'],
      ['nextContactAt', 'next_contact_at', 'ASC'],
      ['lastActivityAt', 'last_activity_at', 'DESC'],
      ['profit', 'profit', 'DESC'],
      ['balance', BALANCE, 'DESC'],
    ];
    const cases = [
      [
        `search: filter {q: "${SEARCH}", archived: false}, default sort, 25 rows + count`,
        () => ormList(active({ q: SEARCH }, ['createdAt', 'ASC'])),
        () =>
          page({
            where: '(name ilike $2 or email ilike $2 or phone ilike $2) and archived_at is null',
            params: [`%${SEARCH}%`],
            order: 'created_at asc, id asc',
          }),
        RUNS,
      ],
      ...sorts.map(([property, column, direction]) => [
        `sort ${property} ${direction}: filter {archived: false}, 25 rows + count`,
        () => ormList(active({}, [property, direction])),
        () =>
          page({
            where: 'archived_at is null',
            order: `${column} ${direction.toLowerCase()}, id asc`,
          }),
        SORT_RUNS,
      ]),
    ];
    for (const [name, ormRun, sqlRun] of cases) {
      const a = await ormRun();
      const b = await sqlRun();
      if (a.total !== b.total || JSON.stringify(a.rows) !== JSON.stringify(b.rows))
        failures.push(`ORM and SQL disagree for ${name}`);
    }

    const results = [];
    for (const [name, ormRun, sqlRun, runs] of cases)
      results.push(await compare(name, ormRun, sqlRun, runs));
    results.push(
      await compare(
        'list: filter {status: "contacted", archived: false}, sort lastActivityAt DESC, 25 rows + count',
        () => ormList(listQuery('contacted', 25)),
        () => sqlList({ status: 'contacted', limit: 25 }),
      ),
      await compare(
        `board: per status, the ${BOARD_COLUMN} most recently active cards + the column count (6 lists, in parallel)`,
        () => Promise.all(STATUSES.map((s) => ormList(listQuery(s, BOARD_COLUMN)))),
        () => Promise.all(STATUSES.map((s) => sqlList({ status: s, limit: BOARD_COLUMN }))),
      ),
    );
    const plan = (
      await pool.query(
        `explain (analyze, costs off, timing off, summary off) select ${COLUMNS} from clients
          where admin_id = $1 and status = $2 and archived_at is null
          order by last_activity_at desc, id asc limit 25`,
        [admin.id, 'contacted'],
      )
    ).rows.map((r) => r['QUERY PLAN']);

    console.log(
      `\n## Workspace lists: ${seeded.clients} clients, ${seeded.events} events for one admin (seeded in ${fmt(seeded.seconds)} s)`,
    );
    console.log(
      `${RUNS} timed runs each (${SORT_RUNS} per sort) after up to ${WARM_UP} warm-up runs, ORM and SQL interleaved; target p95 ≤ ${P95_TARGET_MS} ms, ratio ≤ 1.5.\n`,
    );
    console.log(
      '| query | ORM p50 | ORM p95 | SQL p50 | SQL p95 | p95 ratio | check |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const r of results) {
      const ratio = r.orm.p95 / r.raw.p95;
      const ok = ratio <= 1.5 && r.orm.p95 <= P95_TARGET_MS;
      if (!ok) failures.push(`${r.name}: p95 ${fmt(r.orm.p95)} ms, ratio ${fmt(ratio, 2)}`);
      console.log(
        `| ${r.name} | ${fmt(r.orm.p50)} ms | ${fmt(r.orm.p95)} ms | ${fmt(r.raw.p50)} ms | ${fmt(r.raw.p95)} ms | ${fmt(ratio, 2)} | ${ok ? 'ok' : 'FAILED'} |`,
      );
    }
    console.log("\nThe list query's plan:\n```\n" + plan.join('\n') + '\n```');
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
