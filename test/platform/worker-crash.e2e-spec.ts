import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { signupBody } from '../support/builders.js';
import {
  dropDatabase,
  freshDatabase,
  type Instance,
  spawnInstance,
  stopInstance,
} from '../support/instances.js';

interface Received {
  deliveryId: string;
  headerId: string | undefined;
  answered: boolean;
}

/**
 * A worker killed with SIGKILL while its webhooks are in flight: its jobs stay locked in the
 * database. Another instance must free and send them within a minute, and the receiver, keying on
 * the delivery id, must acknowledge each delivery once.
 */
describe('a job worker killed during deliveries', () => {
  let databaseUrl: string;
  let db: pg.Client;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  let holding = false;
  const instances: Instance[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const entry: Received = {
          deliveryId: (JSON.parse(raw) as { deliveryId: string }).deliveryId,
          headerId: req.headers['x-arbi-delivery'] as string | undefined,
          answered: !holding,
        };
        received.push(entry);
        if (holding) return void held.push(res);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    databaseUrl = await freshDatabase('worker_crash');
    db = new pg.Client({ connectionString: databaseUrl });
  });

  afterAll(async () => {
    for (const res of held) res.destroy();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await db.end().catch(() => undefined);
    await new Promise((resolve) => receiver.close(resolve));
    await dropDatabase(databaseUrl);
  });

  const start = async () => {
    const instance = await spawnInstance(databaseUrl, {
      JOBS_CONCURRENCY: '5',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    instances.push(instance);
    expect(await instance.started).toEqual({ ready: true });
    return instance;
  };

  const signUp = async (instance: Instance, adminId: string) => {
    const res = await fetch(`${instance.url}/api/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupBody(adminId)),
    });
    expect(res.status).toBe(201);
  };

  const deliveries = async () =>
    (
      await db.query<{ id: string; status: string }>(
        "select id, status from notification_deliveries where channel = 'webhook' order by created_at",
      )
    ).rows;

  const until = async (done: () => Promise<boolean>, deadline: number, what: string) => {
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(250);
    }
  };

  it('frees its jobs within a minute; each delivery is acknowledged once, under its delivery id', async () => {
    const first = await start();
    await db.connect();
    const [{ id: adminId }] = (await db.query<{ id: string }>('select id from admins')).rows;
    await db.query("update admins set webhook_url = $1, webhook_secret = 'hemmelig-nok'", [
      receiverUrl,
    ]);

    // Two delivered normally before the crash: they must not be sent again.
    for (let i = 0; i < 2; i++) await signUp(first, adminId);
    await until(
      async () => (await deliveries()).filter((d) => d.status === 'sent').length === 2,
      Date.now() + 20_000,
      'the first two deliveries',
    );

    // Five held open by the receiver, so the worker is mid-delivery on all five when it dies.
    holding = true;
    for (let i = 0; i < 5; i++) await signUp(first, adminId);
    await until(async () => held.length === 5, Date.now() + 20_000, 'five deliveries in flight');
    await stopInstance(first, 'SIGKILL');
    const killedAt = Date.now();
    holding = false;
    const locked = await db.query(
      'select id from graphile_worker.jobs where locked_by is not null',
    );
    expect(locked.rowCount).toBe(5);

    await start();
    await until(
      async () => (await deliveries()).every((d) => d.status === 'sent'),
      killedAt + 60_000,
      'every delivery sent within a minute of the crash',
    );

    const all = await deliveries();
    expect(all).toHaveLength(7);
    for (const hook of received) expect(hook.headerId).toBe(hook.deliveryId);
    // Acknowledged once each: the receiver answered exactly one request per delivery id.
    const acknowledged = received.filter((hook) => hook.answered).map((hook) => hook.deliveryId);
    expect(acknowledged.sort()).toEqual(all.map((d) => d.id).sort());
    // The two finished before the crash went out once; the five cut off went out again, once.
    const sends = (id: string) => received.filter((hook) => hook.deliveryId === id).length;
    expect(all.map((d) => sends(d.id))).toEqual([1, 1, 2, 2, 2, 2, 2]);
    // Each job finishes just after its delivery is recorded as sent: none is left behind.
    await until(
      async () =>
        (
          await db.query(
            "select id from graphile_worker.jobs where task_identifier = 'notification'",
          )
        ).rowCount === 0,
      Date.now() + 10_000,
      'the notification jobs to finish',
    );
  }, 120_000);
});
