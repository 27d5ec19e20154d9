// `npm run bench:cluster [-- --instances 3] [-- --quick]`: N app instances behind HAProxy, on one
// PostgreSQL through PgBouncer in transaction mode (the job worker, LISTEN and the migration lock on
// DATABASE_DIRECT_URL), sharing Redis at 127.0.0.1:6379. Signups and panel reads go through the
// balancer while one instance is killed (SIGKILL) and restarted. Then: rows = acknowledged, no
// duplicates (also for one Idempotency-Key sent to every instance at once), each webhook delivered,
// sessions and rate limits shared, and how long the balancer took to route around the dead instance.
// Needs Debian's haproxy and pgbouncer (apt-get install -y haproxy pgbouncer): says so and stops
// when they are missing. PostgreSQL: DATABASE_URL's server (default the local service on :5432).
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../dist/src/database/database-url.js';
import {
  listening,
  missingTools,
  serverStates,
  startHaproxy,
  startPgBouncer,
} from './cluster/proxies.mjs';
import { runSignups, send, tally } from './load/driver.mjs';
import { request } from './load/http-client.mjs';
import { createSignedInAdmin, startApp } from './load/server.mjs';
import { fmt, summarise } from './load/stats.mjs';

const quick = process.argv.includes('--quick');
const instancesArg = process.argv.indexOf('--instances');
const INSTANCES = instancesArg > 0 ? Number(process.argv[instancesArg + 1]) : 3;
const SIGNUPS = quick ? 600 : 3000;
const CONCURRENCY = 30;
const READERS = 4;
const LOGIN_LIMIT = 5;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Under /tmp: PgBouncer runs as the postgres user when started by root, and must reach its files.
const DIR = join(tmpdir(), 'arbi-bench-cluster');
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Whether Redis answers PING at `url`. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const client = connect(Number(port || 6379), hostname);
    const done = (ok) => {
      client.destroy();
      resolve(ok);
    };
    client.setTimeout(1000, () => done(false));
    client.on('error', () => done(false));
    client.on('connect', () => client.write('PING\r\n'));
    client.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Records every webhook it gets; answers 204. */
async function startReceiver() {
  const received = new Map();
  const server = createHttpServer((req, res) => {
    const id = req.headers['x-arbi-delivery'];
    received.set(id, (received.get(id) ?? 0) + 1);
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function main() {
  const missing = missingTools();
  if (missing.length) {
    console.log(
      `bench:cluster needs ${missing.join(' and ')} (Debian: apt-get install -y haproxy pgbouncer); not run.`,
    );
    return;
  }
  if (!(await redisAnswers(REDIS_URL))) {
    console.log(`bench:cluster needs Redis at ${REDIS_URL} (REDIS_URL); not run.`);
    return;
  }
  rmSync(DIR, { recursive: true, force: true });
  const database = `arbi_bench_cluster_${Date.now()}`;
  const directUrl = withDatabase(SERVER, database);
  await ensureDatabase(directUrl);
  const db = new pg.Pool({ connectionString: directUrl, max: 2 });
  const bouncerPort = await freePort();
  const pooledUrl = `postgres://${new URL(SERVER).username || 'postgres'}@127.0.0.1:${bouncerPort}/${database}`;
  const bouncer = startPgBouncer({
    dir: `${DIR}/pgbouncer`,
    port: bouncerPort,
    server: SERVER,
    database,
  });
  await listening(bouncerPort, () => bouncer.errors()).catch(async (error) => {
    await bouncer.stop();
    throw error;
  });

  const receiver = await startReceiver();
  const env = {
    DATABASE_DIRECT_URL: directUrl,
    REDIS_URL,
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
    JOBS_WORKER: 'on',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    JWT_SECRET: 'bench-cluster-secret-that-is-at-least-32-characters',
    DATA_DIR: `${DIR}/app`,
  };
  // Each instance's warnings in its own file, for a look after a failed run.
  const envFor = (port) => ({ ...env, LOG_FILE: join(DIR, `app-${port}.log`) });
  const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    return ok ? 'ok' : 'FAILED';
  };
  let apps = [];
  let haproxy;
  try {
    // All at once on the new database, through the pooler: the migration lock takes turns.
    apps = await Promise.all(ports.map((port) => startApp(pooledUrl, port, envFor(port))));
    const statsPort = await freePort();
    const port = await freePort();
    const servers = ports.map((p, i) => ({ name: `app${i}`, port: p }));
    haproxy = startHaproxy({ dir: `${DIR}/haproxy`, port, statsPort, servers });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const states = await serverStates(statsPort).catch(() => ({}));
      if (Object.values(states).filter((s) => s === 'UP').length === INSTANCES) break;
      if (i > 100) throw new Error(`HAProxy did not see every instance up: ${haproxy.errors()}`);
      await pause(100);
    }

    const admin = await createSignedInAdmin(base);
    await db.query(
      "update admins set webhook_url = $1, webhook_secret = 'bench-hemmelig' where id = $2",
      [receiver.url, admin.id],
    );

    // One Idempotency-Key sent to every instance at the same moment: one customer, one id.
    const sameKey = [];
    for (let i = 0; i < 20; i++) {
      const key = randomUUID();
      const body = {
        name: `Samme ${i}`,
        email: `samme-${i}-${key.slice(0, 8)}@example.dk`,
        phone: `+45${30_000_000 + i}`,
        age: '1990-04-17',
        referal: '',
        admin: admin.id,
        sites: ['Unibet'],
        dato: new Date().toISOString(),
      };
      const answers = await Promise.all(apps.map((app) => send(app.base, body, key)));
      sameKey.push({
        key,
        email: body.email,
        ids: new Set(answers.filter((a) => a.status === 201).map((a) => a.id)),
      });
    }

    // Panel reads through the balancer with one session, while the signups run.
    let loadRunning = true;
    const reads = [];
    const readers = Array.from({ length: READERS }, async () => {
      while (loadRunning) {
        const started = performance.now();
        const answer = await request(`${base}/api/clients?range=${encodeURIComponent('[0,24]')}`, {
          headers: { authorization: `Bearer ${admin.token}` },
        }).catch((error) => ({ status: 0, error: error.code }));
        reads.push({
          status: answer.status,
          by: answer.headers?.['x-served-by'],
          ms: performance.now() - started,
          at: Date.now(),
        });
      }
    });

    // One instance killed a few seconds in, and started again a few seconds later.
    const kill = (async () => {
      await pause(quick ? 2000 : 5000);
      const victim = apps[0];
      const killedAt = Date.now();
      victim.child.kill('SIGKILL');
      await victim.exited;
      let downAt;
      while (!downAt) {
        const states = await serverStates(statsPort).catch(() => ({}));
        if (states.app0?.startsWith('DOWN')) downAt = Date.now();
        else await pause(50);
      }
      await pause(3000);
      const restartAt = Date.now();
      apps[0] = await startApp(pooledUrl, ports[0], envFor(ports[0]));
      let upAt;
      while (!upAt) {
        const states = await serverStates(statsPort).catch(() => ({}));
        if (states.app0 === 'UP') upAt = Date.now();
        else await pause(50);
      }
      return { killedAt, downAt, restartAt, upAt };
    })();

    const { tasks, seconds } = await runSignups({
      base,
      adminId: admin.id,
      count: SIGNUPS,
      concurrency: CONCURRENCY,
      deadlineMs: 180_000,
    });
    const killed = await kill;
    loadRunning = false;
    await Promise.all(readers);

    const counted = tally(tasks);
    const rows = (await db.query('select id, email from clients where admin_id = $1', [admin.id]))
      .rows;
    const stored = new Set(rows.map((r) => r.id));
    const acknowledgedIds = new Set(counted.acknowledged.values());
    const expectedRows = acknowledgedIds.size + sameKey.length;
    const lost = [...acknowledgedIds].filter((id) => !stored.has(id)).length;
    const duplicateEmails = rows.length - new Set(rows.map((r) => r.email)).size;
    const sameKeyOk = sameKey.every((s) => s.ids.size === 1);
    const sameKeyRows = sameKey.filter((s) => rows.some((r) => r.email === s.email)).length;

    // Webhooks: every customer's delivery sent (the killed worker's ones freed by another).
    const webhookDeadline = Date.now() + 120_000;
    let deliveries;
    for (;;) {
      deliveries = (
        await db.query(
          "select id, status from notification_deliveries where admin_id = $1 and channel = 'webhook'",
          [admin.id],
        )
      ).rows;
      if (deliveries.length === rows.length && deliveries.every((d) => d.status === 'sent')) break;
      if (Date.now() > webhookDeadline) break;
      await pause(500);
    }
    const notReceived = deliveries.filter((d) => !receiver.received.get(d.id)).length;
    const resent = [...receiver.received.values()].filter((n) => n > 1).length;

    // Sessions: the one token read from every instance. Limits: failed sign-ins for one account
    // spread over every instance by the balancer still stop at the limit.
    const readStatuses = {};
    for (const r of reads)
      readStatuses[r.status || r.error] = (readStatuses[r.status || r.error] ?? 0) + 1;
    const servedBy = new Set(reads.filter((r) => r.status === 200).map((r) => r.by));
    const refusedReads = reads.filter((r) => r.status === 401 || r.status === 403).length;
    const loginStatuses = [];
    const victimEmail = `nobody-${Date.now()}@arbi.test`;
    for (let i = 0; i < LOGIN_LIMIT + 3; i++) {
      const answer = await request(`${base}/api/auth/login`, {
        method: 'POST',
        body: { email: victimEmail, password: 'forkert-adgangskode-123' },
      });
      loginStatuses.push(answer.status);
    }
    const limited = loginStatuses.filter((s) => s === 429).length;

    // What clients saw go wrong after the kill (answers from the dead instance, or none).
    const afterKill = [...counted.answers, ...reads].filter(
      (a) => a.at >= killed.killedAt && (a.status === 0 || a.status >= 500),
    );
    const lastFailure = afterKill.length
      ? Math.max(...afterKill.map((a) => a.at))
      : killed.killedAt;
    const failedBy = {};
    for (const a of afterKill) {
      const key = `${a.status || a.error}${a.by ? ` from ${a.by}` : ''}`;
      failedBy[key] = (failedBy[key] ?? 0) + 1;
    }
    const bouncerStats = await pgBouncerTransactions(bouncerPort, database).catch(() => undefined);

    const signupLatency = summarise(
      counted.answers.filter((a) => a.status === 201).map((a) => a.ms),
    );
    const readLatency = summarise(reads.filter((r) => r.status === 200).map((r) => r.ms));
    console.log(
      `\n## Cluster: ${INSTANCES} instances behind HAProxy, PgBouncer (transaction mode), Redis`,
    );
    console.log(
      `${tasks.length} signups (${CONCURRENCY} at once, 30 % retried with their key) and ${reads.length} panel reads (${READERS} readers) in ${fmt(seconds)} s; app0 killed (SIGKILL) after ${quick ? 2 : 5} s and started again.\n`,
    );
    console.log('| check | figure | result |\n| --- | --- | --- |');
    const line = (what, figure, result) => console.log(`| ${what} | ${figure} | ${result} |`);
    line(
      'rows = acknowledged',
      `${rows.length} rows, ${expectedRows} acknowledged (${counted.unacknowledged} never acknowledged, ${lost} acknowledged but missing)`,
      check(
        rows.length === expectedRows && lost === 0 && counted.unacknowledged === 0,
        'rows = acknowledged',
      ),
    );
    line(
      'no duplicates',
      `${duplicateEmails} duplicate emails, ${counted.conflictingReplays} keys answered with two ids`,
      check(duplicateEmails === 0 && counted.conflictingReplays === 0, 'no duplicates'),
    );
    line(
      `one Idempotency-Key sent to all ${INSTANCES} instances at once (×${sameKey.length})`,
      `${sameKey.filter((s) => s.ids.size === 1).length} answered with one id, ${sameKeyRows} rows`,
      check(sameKeyOk && sameKeyRows === sameKey.length, 'same key at every instance'),
    );
    line(
      'each webhook delivered',
      `${deliveries.length} deliveries for ${rows.length} customers, ${deliveries.filter((d) => d.status === 'sent').length} sent, ${notReceived} never received, ${resent} received twice (same X-Arbi-Delivery: the receiver drops it)`,
      check(
        deliveries.length === rows.length &&
          notReceived === 0 &&
          deliveries.every((d) => d.status === 'sent'),
        'each webhook delivered',
      ),
    );
    line(
      'sessions shared',
      `one token, reads answered by ${[...servedBy].sort().join(', ')}: ${JSON.stringify(readStatuses)}`,
      check(refusedReads === 0 && servedBy.size === INSTANCES, 'sessions shared'),
    );
    line(
      'rate limits shared (Redis)',
      `${loginStatuses.length} failed sign-ins for one account through the balancer: ${loginStatuses.join(' ')} (limit ${LOGIN_LIMIT})`,
      check(limited === loginStatuses.length - LOGIN_LIMIT, 'rate limits shared'),
    );
    line(
      'balancer routes around the dead instance',
      `marked DOWN ${killed.downAt - killed.killedAt} ms after the kill; last failed answer ${lastFailure - killed.killedAt} ms after it (${afterKill.length} failed answers, retried by the clients: ${JSON.stringify(failedBy)})`,
      'reported',
    );
    line(
      'restarted instance back in rotation',
      `${killed.upAt - killed.restartAt} ms from its start to UP`,
      'reported',
    );
    line(
      'signup latency through the balancer',
      `p50 ${fmt(signupLatency.p50)} ms, p99 ${fmt(signupLatency.p99)} ms`,
      'reported',
    );
    line(
      'panel read latency',
      `p50 ${fmt(readLatency.p50)} ms, p99 ${fmt(readLatency.p99)} ms`,
      'reported',
    );
    if (bouncerStats)
      line('through PgBouncer', `${bouncerStats} transactions pooled for ${database}`, 'reported');
  } finally {
    await Promise.all(
      apps.map(async (app) => {
        if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
        await app.exited;
      }),
    );
    await haproxy?.stop();
    await receiver.stop();
    await db.end();
    await bouncer.stop();
    const admin = new pg.Client({ connectionString: withDatabase(SERVER, 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

/** PgBouncer's own count of transactions it pooled for the database (its admin console). */
async function pgBouncerTransactions(port, database) {
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/pgbouncer`,
  });
  await client.connect();
  try {
    const { rows } = await client.query('show stats');
    return rows.find((r) => r.database === database)?.total_xact_count;
  } finally {
    await client.end();
  }
}

await main();
