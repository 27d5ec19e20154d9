import { createServer, type Server } from 'node:http';
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

/**
 * PostgreSQL restarting or a failover drops every connection, idle ones included. An instance with
 * its own direct pool for the job worker (`DATABASE_DIRECT_URL`) must take that in its stride: no
 * crash on a connection's error event, signups and jobs going on with new connections; and the job
 * library finds the pool's handlers in place, so it has nothing to warn about at start.
 */
describe('an instance whose database connections are all dropped', () => {
  let databaseUrl: string;
  let db: pg.Client;
  let instance: Instance;
  let output = '';
  let receiver: Server;
  let receiverUrl: string;
  let hooks = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        hooks += 1;
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    databaseUrl = await freshDatabase('connections_dropped');
    instance = await spawnInstance(databaseUrl, {
      DATABASE_DIRECT_URL: databaseUrl,
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    instance.process.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    instance.process.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    db = new pg.Client({ connectionString: databaseUrl });
  });

  afterAll(async () => {
    await stopInstance(instance);
    await db.end().catch(() => undefined);
    await new Promise((resolve) => receiver.close(resolve));
    await dropDatabase(databaseUrl);
  });

  const signUp = async (adminId: string) =>
    fetch(`${instance.url}/api/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupBody(adminId)),
    });

  const until = async (done: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(250);
    }
  };

  it('keeps serving and working its jobs on new connections', async () => {
    expect(await instance.started).toEqual({ ready: true });
    await db.connect();
    const [{ id: adminId }] = (await db.query<{ id: string }>('select id from admins')).rows;
    await db.query("update admins set webhook_url = $1, webhook_secret = 'hemmelig-nok'", [
      receiverUrl,
    ]);
    expect((await signUp(adminId)).status).toBe(201);
    await until(async () => hooks === 1, 'the first signup’s webhook');

    const dropped = await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(dropped.rowCount).toBeGreaterThan(1);
    await sleep(500);
    expect(instance.process.exitCode).toBeNull();

    expect((await signUp(adminId)).status).toBe(201);
    await until(async () => hooks === 2, 'the webhook of the signup after the drop');
    expect(instance.process.exitCode).toBeNull();
    expect(output).not.toContain('error handlers');
  }, 60_000);
});
