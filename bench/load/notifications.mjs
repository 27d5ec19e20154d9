// Signups with new-lead webhooks on (PRODUCT.md §11): two app instances on one database, a local
// receiver counting what arrives. Every acknowledged signup must be delivered exactly once, with a
// valid signature; signups/s is compared with an admin without notifications in the same run.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { runSignups, tally } from './driver.mjs';
import { createAdmin, startApp } from './server.mjs';
import { fmt } from './stats.mjs';

const SECRET = 'whsec_bench';
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

function startReceiver() {
  const received = [];
  let badSignatures = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const expected = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
      if (req.headers['x-arbi-signature'] !== expected) badSignatures++;
      received.push({
        client: JSON.parse(raw).client.id,
        delivery: req.headers['x-arbi-delivery'],
      });
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/arbi`,
        received,
        badSignatures: () => badSignatures,
        stop: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

/** Half the signups through each instance, at once. */
async function signupsOnBoth(apps, adminId, count, concurrency) {
  const started = performance.now();
  const runs = await Promise.all(
    apps.map((app) =>
      runSignups({ base: app.base, adminId, count: count / 2, concurrency: concurrency / 2 }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { tasks: runs.flatMap((r) => r.tasks), seconds };
}

export async function notificationsPhase({ db, signups, concurrency, check }) {
  const receiver = await startReceiver();
  const env = { WEBHOOK_ALLOW_PRIVATE: 'true', NOTIFY_RETRY_BASE_MS: '1000' };
  const apps = [await startApp(db.url, 3122, env), await startApp(db.url, 3123, env)];
  try {
    const quiet = await createAdmin(apps[0].base);
    const notified = await createAdmin(apps[0].base);
    await db.query('update admins set webhook_url = $1, webhook_secret = $2 where id = $3', [
      receiver.url,
      SECRET,
      notified,
    ]);
    await signupsOnBoth(apps, await createAdmin(apps[0].base), 400, concurrency); // warm-up
    // Alternated, so drift on this shared machine falls on both alike.
    const off = { tasks: [], seconds: 0 };
    const on = { tasks: [], seconds: 0 };
    for (const [admin, into] of [
      [quiet, off],
      [notified, on],
      [quiet, off],
      [notified, on],
    ]) {
      const run = await signupsOnBoth(apps, admin, signups / 2, concurrency);
      into.tasks.push(...run.tasks);
      into.seconds += run.seconds;
    }
    const { acknowledged } = tally(on.tasks);
    // Judged against the database: a signup the driver gave up on may still have been stored.
    const ids = new Set(
      (await db.query('select id from clients where admin_id = $1', [notified])).map((r) => r.id),
    );
    const deadline = Date.now() + 120_000;
    const pending = async () =>
      (
        await db.query(
          "select count(*)::int as n from notification_deliveries where admin_id = $1 and status <> 'sent'",
          [notified],
        )
      )[0].n;
    while (Date.now() < deadline && (receiver.received.length < ids.size || (await pending()) > 0))
      await pause(200);
    await pause(1000); // anything sent twice would arrive now
    const counts = new Map();
    for (const { client } of receiver.received) counts.set(client, (counts.get(client) ?? 0) + 1);
    // A receiver that answered after the 5 s timeout gets the delivery again (same X-Arbi-Delivery).
    const [{ n: retried }] = await db.query(
      'select count(*)::int as n from notification_deliveries where admin_id = $1 and attempts > 1',
      [notified],
    );
    const missing = [...ids].filter((id) => !counts.has(id)).length;
    const twice = [...counts.values()].filter((n) => n > 1).length;
    const strangers = [...counts.keys()].filter((id) => !ids.has(id)).length;
    const [{ n: rows }] = await db.query(
      'select count(*)::int as n from notification_deliveries where admin_id = $1',
      [notified],
    );
    const offRps = off.tasks.length / off.seconds;
    const onRps = on.tasks.length / on.seconds;
    console.log(
      `\n## Signups with new-lead webhooks on (2 app instances, ${signups} signups per admin, 30% re-sent, alternated runs)`,
    );
    console.log('| measure | value | check |\n| --- | --- | --- |');
    console.log(`| signups/s, admin without notifications | ${fmt(offRps, 0)} | |`);
    console.log(
      `| signups/s, admin with a webhook | ${fmt(onRps, 0)} | ratio ${fmt(onRps / offRps, 2)} |`,
    );
    console.log(
      `| acknowledged signups / new clients stored / outbox rows / webhooks received | ${acknowledged.size} / ${ids.size} / ${rows} / ${receiver.received.length} | ${check(rows === ids.size, 'outbox rows differ from new clients')} |`,
    );
    console.log(
      `| missing / delivered twice / unknown (deliveries retried after a failed attempt) | ${missing} / ${twice} / ${strangers} (${retried}) | ${check(missing === 0 && twice === 0 && strangers === 0, 'webhooks not delivered exactly once')} |`,
    );
    console.log(
      `| bad signatures | ${receiver.badSignatures()} | ${check(receiver.badSignatures() === 0, 'webhook signatures did not verify')} |`,
    );
  } finally {
    for (const app of apps) app.child.kill('SIGTERM');
    await Promise.all(apps.map((app) => app.exited));
    await receiver.stop();
  }
}
