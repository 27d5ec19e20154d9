// `npm run bench:workspace [-- --quick | --clients 1000000]`: one admin with 100 000 clients and
// 1 000 000 events (or --clients N and 10 × N events), generated in PostgreSQL (bench/workspace/
// seed.mjs). Timed, each through the route's own code (parse, the ORM or the service's SQL, the
// records mapped; no HTTP) against the same answer written by hand in SQL and sent through `pg`,
// interleaved in the same run: the customer list with a status filter, the search box, every
// sort, the board (as the panel asks it), a busy customer's timeline, the dashboard summary of a
// year and the funnel report of a year. Targets: p95 ≤ 50 ms up to 100 000 clients, ≤ 100 ms
// beyond; ratio ≤ 1.5. The load average is printed with the figures (the machine may be shared).
// `--keep` leaves the database for a look afterwards; `--reuse NAME` times one kept before.
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { loadavg } from 'node:os';
import pg from 'pg';
import { AdminsService } from '../dist/src/admins/admins.service.js';
import { FUNNEL_SQL } from '../dist/src/analytics/funnel.repository.js';
import { FunnelService } from '../dist/src/analytics/funnel.service.js';
import { toClientRecord } from '../dist/src/clients/client.mapper.js';
import { CLIENTS_LIST } from '../dist/src/clients/clients.list.js';
import { ClientsService } from '../dist/src/clients/clients.service.js';
import { parseSqlListQuery } from '../dist/src/common/list/index.js';
import { loadConfig } from '../dist/src/config/app.config.js';
import { createApp } from '../dist/src/create-app.js';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../dist/src/database/embedded-postgres.js';
import { migrate } from '../dist/src/migrate.js';
import { ormConfig } from '../dist/src/mikro-orm.config.js';
import { toEventRecord } from '../dist/src/workspace/workspace.mapper.js';
import { NotesService } from '../dist/src/workspace/notes.service.js';
import { StatsService } from '../dist/src/workspace/stats.service.js';
import { fmt, percentile } from './load/stats.mjs';
import { seedWorkspace } from './workspace/seed.mjs';

const quick = process.argv.includes('--quick');
const keep = process.argv.includes('--keep');
const reuseArg = process.argv.indexOf('--reuse');
const REUSE = reuseArg > 0 ? process.argv[reuseArg + 1] : null;
const clientsArg = process.argv.indexOf('--clients');
const CLIENTS = clientsArg > 0 ? Number(process.argv[clientsArg + 1]) : quick ? 20_000 : 100_000;
if (!Number.isInteger(CLIENTS) || CLIENTS < 1000)
  throw new Error('--clients takes a whole number ≥ 1000');
/** p95 target: 50 ms up to 100 000 clients, 100 ms beyond. */
const p95Target = (clients) => (clients > 100_000 ? 100 : 50);
const RUNS = quick ? 150 : 450;
/** Fewer runs for the board (a thousand rows each; a divisor of RUNS): the run stays within minutes. */
const BOARD_RUNS = quick ? 50 : 150;
/** Warm-up rounds over every case before any is timed: the first case timed was still the JIT's. */
const WARM_UP_ALL = quick ? 20 : 100;
/** The board page asks for every active card in one page (admin-ui ClientBoard's BOARD_SIZE). */
const BOARD_SIZE = 1000;
const ADMIN_EMAIL = 'bench-workspace@arbi.test';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function database() {
  const name = REUSE ?? `arbi_bench_workspace_${Date.now()}`;
  if (process.env.DATABASE_URL)
    return { url: withDatabase(process.env.DATABASE_URL, name), stop: async () => {} };
  const embedded = await startEmbeddedPostgres('.bench-data/workspace', () => undefined);
  return { url: withDatabase(embedded.url, name), stop: () => embedded.stop() };
}

// Every column the record shows, as the route reads them.
const COLUMNS = `id, name, email, phone, birth_date, referral_code, sites, site_count, source, created_at,
  archived_at, archived_by, status, next_contact_at, last_activity_at, profit, signed_up_again_at,
  pending_signup, task_link_created_at, task_link_expires_at, task_link_opened_at,
  task_link_last_seen_at, fee_model, fee_amount, fee_percent,
  arbi_fee_earned(fee_model, fee_amount, fee_percent, status, profit, withdrawn_sites) as fee_earned,
  arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status, withdrawn_sites) as balance`;

/** The list route's work, minus HTTP: parse the query, the service's page and count, map the records. */
function viaOrm(app, orm, adminId) {
  const clients = app.get(ClientsService);
  return (query) =>
    RequestContext.create(orm.em.fork(), async () => {
      const params = parseSqlListQuery(query, CLIENTS_LIST);
      const [rows, total] = await clients.list(adminId, params);
      return { rows: rows.map(toClientRecord), total };
    });
}

const iso = (d) => (d == null ? null : d.toISOString());
/** What a hand-written route would answer for a row (the route maps with `toClientRecord`). */
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

/**
 * The count a hand-written route would send for Content-Range: from the rollup when the filter is
 * only status and archived (as the route does), else counting the rows.
 */
function sqlCount(pool, adminId, { where, params = [], totals }) {
  if (totals) {
    const conditions = [
      ...(totals.statuses ? ['status = any($2::text[])'] : []),
      ...(totals.archived === undefined ? [] : [`archived = ${totals.archived}`]),
    ];
    return pool
      .query(
        `select coalesce(sum(clients), 0)::int as n from client_totals
          where admin_id = $1${conditions.map((c) => ` and ${c}`).join('')}`,
        [adminId, ...(totals.statuses ? [totals.statuses] : [])],
      )
      .then((r) => r.rows[0].n);
  }
  return pool
    .query(`select count(*)::int as n from clients where admin_id = $1 and ${where}`, [
      adminId,
      ...params,
    ])
    .then((r) => r.rows[0].n);
}

/** Any page and count written by hand: `where` on the admin's rows ($1 is the admin), then `order`. */
function sqlPage(pool, adminId) {
  return async ({ where, params = [], order, limit = 25, totals }) => {
    const [page, total] = await Promise.all([
      pool.query(
        `select ${COLUMNS} from clients where admin_id = $1 and ${where}
          order by ${order} limit ${Number(limit)}`,
        [adminId, ...params],
      ),
      sqlCount(pool, adminId, { where, params, totals }),
    ]);
    return { rows: page.rows.map(toRecord), total };
  };
}

const listQuery = (filter, sort, limit) => ({
  filter: JSON.stringify(filter),
  sort: JSON.stringify(sort),
  range: JSON.stringify([0, limit - 1]),
});

/** The timeline by hand: the customer must be the admin's (else 404), then the newest 500 events. */
function sqlTimeline(pool, adminId) {
  return async (clientId) => {
    const found = await pool.query('select id from clients where id = $1 and admin_id = $2', [
      clientId,
      adminId,
    ]);
    if (!found.rows.length) throw new Error('not found');
    const { rows } = await pool.query(
      `select id, type, data, created_at from client_events
        where client_id = $1 and admin_id = $2 order by created_at desc, id desc limit 500`,
      [clientId, adminId],
    );
    return rows.map((r) => ({ id: r.id, type: r.type, at: iso(r.created_at), data: r.data }));
  };
}

const monthsOf = (from, to) => {
  const out = [];
  for (let [y, m] = from.split('-').map(Number); ; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const label = `${y}-${String(m).padStart(2, '0')}`;
    out.push(label);
    if (label >= to.slice(0, 7)) return out;
  }
};

/** The summary by hand: the same three reads of the rollups and the referrals, put together. */
function sqlSummary(pool, adminId) {
  return async ({ from, to }) => {
    const [days, signups, totals, referrers] = await Promise.all([
      pool.query(
        `select to_char(day, 'YYYY-MM') as month, sum(deposited)::int as deposited,
                sum(withdrawn)::int as withdrawn, sum(fees)::int as fees
           from client_days where admin_id = $1 and day between $2::date and $3::date group by 1`,
        [adminId, from, to],
      ),
      pool.query(
        `select coalesce(sum(clients), 0)::int as n from client_signups
          where admin_id = $1 and day between $2::date and $3::date`,
        [adminId, from, to],
      ),
      pool.query(
        `select status, archived, sum(clients)::int as clients, sum(owed_by)::int as owed_by,
                sum(owed_to)::int as owed_to
           from client_totals where admin_id = $1 group by 1, 2`,
        [adminId],
      ),
      pool.query(
        `select coalesce(sum(greatest(r.reward * (select count(*) from clients c
                   where c.admin_id = r.admin_id and c.status = 'done' and c.referral_code = r.code)
                 - coalesce((select sum(p.amount) from referral_payments p
                   where p.referral_id = r.id and p.admin_id = r.admin_id), 0), 0)), 0)::int as owed
           from referrals r where r.admin_id = $1`,
        [adminId],
      ),
    ]);
    const sum = (rows, key) => rows.reduce((t, r) => t + r[key], 0);
    const clientsByStatus = { new: 0, contacted: 0, meeting: 0, active: 0, done: 0, lost: 0 };
    for (const r of totals.rows) if (!r.archived) clientsByStatus[r.status] += r.clients;
    const byMonth = new Map(days.rows.map((r) => [r.month, r]));
    const deposited = sum(days.rows, 'deposited');
    const withdrawn = sum(days.rows, 'withdrawn');
    return {
      from,
      to,
      clientsByStatus,
      newClients: signups.rows[0].n,
      deposited,
      withdrawn,
      profit: withdrawn - deposited,
      profitByMonth: monthsOf(from, to).map((month) => {
        const r = byMonth.get(month);
        return { month, profit: r ? r.withdrawn - r.deposited : 0 };
      }),
      feesEarned: sum(days.rows, 'fees'),
      owedByCustomers: sum(totals.rows, 'owed_by'),
      owedToCustomers: sum(totals.rows, 'owed_to'),
      owedToReferrers: referrers.rows[0].owed,
    };
  };
}

/** The funnel report by hand: its two queries, the days filled in, the tags ordered. */
function sqlFunnel(pool, adminId) {
  const DAY = 86_400_000;
  const everyDay = (from, to) => {
    const out = [];
    for (let t = Date.parse(from); t <= Date.parse(to); t += DAY)
      out.push(new Date(t).toISOString().slice(0, 10));
    return out;
  };
  const byCount = (a, b) => b.count - a.count || (a.source ?? '').localeCompare(b.source ?? '');
  return async ({ from, to }) => {
    const [{ rows }, won] = await Promise.all([
      pool.query(FUNNEL_SQL, [adminId, from, to]),
      pool.query(
        `select case when grouping(source) = 0 then 'source' when grouping(day) = 0 then 'day' else 'total' end as by,
                nullif(source, '') as source, to_char(day, 'YYYY-MM-DD') as day, sum(clients)::int as count
           from client_signups where admin_id = $1 and day between $2::date and $3::date
          group by grouping sets ((), (source), (day)) having sum(clients) <> 0`,
        [adminId, from, to],
      ),
    ]);
    const newClients = {
      total: 0,
      bySource: [],
      byDay: new Map(everyDay(from, to).map((d) => [d, 0])),
    };
    for (const r of won.rows) {
      if (r.by === 'total') newClients.total = r.count;
      else if (r.by === 'source') newClients.bySource.push({ source: r.source, count: r.count });
      else newClients.byDay.set(r.day, r.count);
    }
    let steps = { welcome: 0, sites: 0, form: 0, submitted: 0 };
    const bySource = [];
    const days = new Map(everyDay(from, to).map((day) => [day, { day, welcome: 0, submitted: 0 }]));
    for (const { by, source, day, welcome, sites, form, submitted } of rows) {
      if (by === 'total') steps = { welcome, sites, form, submitted };
      else if (by === 'source') bySource.push({ source, welcome, sites, form, submitted });
      else days.set(day, { day, welcome, submitted });
    }
    return {
      from,
      to,
      steps: ['welcome', 'sites', 'form', 'submitted'].map((step) => ({
        step,
        count: steps[step],
      })),
      bySource: bySource.sort(
        (a, b) => b.welcome - a.welcome || (a.source ?? '').localeCompare(b.source ?? ''),
      ),
      byDay: [...days.values()],
      newClients: {
        total: newClients.total,
        bySource: newClients.bySource.sort(byCount),
        byDay: [...newClients.byDay].map(([day, count]) => ({ day, count })),
      },
    };
  };
}

async function time(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** The items in a random order (Fisher-Yates). */
function shuffled(items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Times the cases in rounds: each round runs every case once, its route and its SQL back to back
 * (who goes first alternates), so a burst of noise on a shared machine lands on all cases alike
 * instead of on the one case being timed just then. The order within a round is shuffled: in a
 * fixed order the garbage collector's pauses, which recur with the rounds' allocations, fell on
 * the same case each time. A case with fewer runs (the board) takes part in every few rounds only.
 */
async function timeInRounds(cases, onRound) {
  const samples = cases.map(() => ({ orm: [], raw: [] }));
  for (let round = 0; round < RUNS; round++) {
    for (const index of shuffled(cases.keys())) {
      const [, ormRun, sqlRun, runs] = cases[index];
      if (round % Math.round(RUNS / runs) !== 0) continue;
      const { orm, raw } = samples[index];
      const pair =
        round % 2
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
    onRound(round);
  }
  const p = (xs, q) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      q,
    );
  return cases.map(([name], index) => {
    const { orm, raw } = samples[index];
    return {
      name,
      orm: { p50: p(orm, 50), p95: p(orm, 95) },
      raw: { p50: p(raw, 50), p95: p(raw, 95) },
    };
  });
}

/** Copenhagen's calendar day, `YYYY-MM-DD`, `days` from today. */
const copenhagenDay = (days = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(
    new Date(Date.now() + days * 86_400_000),
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
      DATA_DIR: '.bench-data/workspace-app',
      JOBS_WORKER: 'off',
    }),
    db.url,
  );
  app.useLogger(false);
  await app.init();
  const orm = app.get(MikroORM);
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  const failures = [];
  try {
    let adminId;
    let seeded;
    if (REUSE) {
      adminId = (await pool.query('select id from admins where email = $1', [ADMIN_EMAIL])).rows[0]
        .id;
      const [{ clients, events }] = (
        await pool.query(
          `select (select count(*)::int from clients where admin_id = $1) as clients,
                  (select count(*)::int from client_events where admin_id = $1) as events`,
          [adminId],
        )
      ).rows;
      seeded = { clients, events, seconds: NaN, steps: ['reused'] };
    } else {
      const admin = await RequestContext.create(orm.em.fork(), () =>
        app.get(AdminsService).create({
          email: ADMIN_EMAIL,
          password: 'bench-password-long-enough',
          role: 'admin',
        }),
      );
      adminId = admin.id;
      console.log(`seeding ${CLIENTS} clients (load ${load()})…`);
      seeded = await seedWorkspace(pool, adminId, CLIENTS);
    }
    // The rollups the routes count with must say what counting the rows says.
    const [drift] = (
      await pool.query(
        `select (select jsonb_agg(t order by status, archived) from (
                   select status, archived, sum(clients)::int as n from client_totals
                    where admin_id = $1 group by 1, 2 having sum(clients) <> 0) t)
             is distinct from
                (select jsonb_agg(c order by status, archived) from (
                   select status, archived_at is not null as archived, count(*)::int as n
                     from clients where admin_id = $1 group by 1, 2) c) as totals`,
        [adminId],
      )
    ).rows;
    if (drift.totals) failures.push('client_totals differ from the rows');

    const ormList = viaOrm(app, orm, adminId);
    const page = sqlPage(pool, adminId);
    const ACTIVE = { archived: false };
    const SEARCH = 'Kunde 4711';
    const BALANCE = `arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status, withdrawn_sites)`;
    // Every sort of the list, as a click on its column asks (counts and money highest first).
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
    const busy = (
      await pool.query(
        `select client_id from client_events where admin_id = $1 and type = 'note_added'
          group by client_id order by count(*) desc limit 1`,
        [adminId],
      )
    ).rows[0].client_id;
    const notes = app.get(NotesService);
    const timeline = sqlTimeline(pool, adminId);
    const stats = app.get(StatsService);
    const summary = sqlSummary(pool, adminId);
    const funnel = app.get(FunnelService);
    const funnelSql = sqlFunnel(pool, adminId);
    const inOrm = (fn) => () => RequestContext.create(orm.em.fork(), fn);
    const year = { from: copenhagenDay(-364), to: copenhagenDay() };
    const cases = [
      [
        'list: filter {status: "contacted", archived: false}, sort lastActivityAt DESC, 25 rows + count',
        () =>
          ormList(listQuery({ status: 'contacted', ...ACTIVE }, ['lastActivityAt', 'DESC'], 25)),
        () =>
          page({
            where: `status = 'contacted' and archived_at is null`,
            order: 'last_activity_at desc, id asc',
            totals: { statuses: ['contacted'], archived: false },
          }),
        RUNS,
      ],
      [
        `board: filter {archived: false}, sort lastActivityAt DESC, ${BOARD_SIZE} rows + count (the board page's one request)`,
        () => ormList(listQuery(ACTIVE, ['lastActivityAt', 'DESC'], BOARD_SIZE)),
        () =>
          page({
            where: 'archived_at is null',
            order: 'last_activity_at desc, id asc',
            limit: BOARD_SIZE,
            totals: { archived: false },
          }),
        BOARD_RUNS,
      ],
      [
        `search: filter {q: "${SEARCH}", archived: false}, sort createdAt DESC, 25 rows + count`,
        () => ormList(listQuery({ q: SEARCH, ...ACTIVE }, ['createdAt', 'DESC'], 25)),
        () =>
          page({
            where: '(name ilike $2 or email ilike $2 or phone ilike $2) and archived_at is null',
            params: [`%${SEARCH}%`],
            order: 'created_at desc, id asc',
          }),
        RUNS,
      ],
      ...sorts.map(([property, column, direction]) => [
        `sort ${property} ${direction}: filter {archived: false}, 25 rows + count`,
        () => ormList(listQuery(ACTIVE, [property, direction], 25)),
        () =>
          page({
            where: 'archived_at is null',
            order: `${column} ${direction.toLowerCase()}, id asc`,
            totals: { archived: false },
          }),
        RUNS,
      ]),
      [
        `timeline: the busiest customer's newest 500 of ${seeded.events - 10 * seeded.clients + 10} events`,
        inOrm(async () => (await notes.timeline(adminId, busy)).map(toEventRecord)),
        () => timeline(busy),
        RUNS,
      ],
      [
        `summary: the last 12 months (${year.from} to ${year.to})`,
        inOrm(() => stats.summary(adminId, year)),
        () => summary(year),
        RUNS,
      ],
      [
        `funnel: 365 days × 10 link tags, and the customers won (cards made per day and tag)`,
        inOrm(() => funnel.funnel(adminId, year)),
        () => funnelSql(year),
        RUNS,
      ],
    ];
    // The two must answer the same before their times are compared.
    for (const [name, ormRun, sqlRun] of cases) {
      const a = JSON.stringify(await ormRun());
      const b = JSON.stringify(await sqlRun());
      if (a !== b)
        failures.push(
          `The route and SQL disagree for ${name}: ${a.slice(0, 300)} ≠ ${b.slice(0, 300)}`,
        );
    }

    const P95_TARGET_MS = p95Target(seeded.clients);
    for (let i = 0; i < WARM_UP_ALL; i++)
      for (const [, ormRun, sqlRun, runs] of cases)
        if (runs === RUNS || i % 3 === 0) {
          await ormRun();
          await sqlRun();
        }
    const loadBefore = load();
    const started = Date.now();
    const results = await timeInRounds(cases, (round) => {
      if (round % 50 === 49) process.stderr.write('.');
    });
    const plan = (
      await pool.query(
        `explain (analyze, costs off, timing off, summary off) select ${COLUMNS} from clients
          where admin_id = $1 and status = $2 and archived_at is null
          order by last_activity_at desc, id asc limit 25`,
        [adminId, 'contacted'],
      )
    ).rows.map((r) => r['QUERY PLAN']);

    console.log(
      `\n## Workspace: ${seeded.clients} clients, ${seeded.events} events for one admin (seeded in ${fmt(seeded.seconds)} s)`,
    );
    console.log(`Seed steps: ${seeded.steps.join(', ')}.`);
    console.log(
      `${RUNS} timed rounds over all cases (the board in ${BOARD_RUNS} of them) after ${WARM_UP_ALL} warm-up rounds, route and hand-written SQL back to back in each; target p95 ≤ ${P95_TARGET_MS} ms, ratio ≤ 1.5. ` +
        `Load average (1, 5, 15 min) before timing: ${loadBefore}; after: ${load()} (${fmt((Date.now() - started) / 1000, 0)} s).\n`,
    );
    console.log(
      '| query | route p50 | route p95 | SQL p50 | SQL p95 | p95 ratio | check |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const r of results) {
      const ratio = r.orm.p95 / r.raw.p95;
      const ok = ratio <= 1.5 && r.orm.p95 <= P95_TARGET_MS;
      if (!ok) failures.push(`${r.name}: p95 ${fmt(r.orm.p95)} ms, ratio ${fmt(ratio, 2)}`);
      console.log(
        `| ${r.name} | ${fmt(r.orm.p50)} ms | ${fmt(r.orm.p95)} ms | ${fmt(r.raw.p50)} ms | ${fmt(r.raw.p95)} ms | ${fmt(ratio, 2)} | ${ok ? 'ok' : 'FAILED'} |`,
      );
    }
    console.log("\nThe status list's plan:\n```\n" + plan.join('\n') + '\n```');
  } finally {
    await pool.end();
    await app.close();
    if (keep || REUSE) console.log(`\nDatabase kept: ${new URL(db.url).pathname.slice(1)}`);
    else {
      const admin = new pg.Client({ connectionString: withDatabase(db.url, 'postgres') });
      await admin.connect();
      await admin.query(`drop database if exists "${new URL(db.url).pathname.slice(1)}"`);
      await admin.end();
    }
    await db.stop();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

await main();
