import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { closeGracefully } from '../../src/http/graceful-close.js';
import { NotificationWorker } from '../../src/notifications/notification-worker.js';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { openLiveStream, type LiveStream } from '../support/live-stream.js';
import { createTestApp, testDatabaseUrl } from '../support/test-app.js';

const listening = async (app: NestExpressApplication) => {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
};

const recordId = (event: { data: string }) => (JSON.parse(event.data) as { id: string }).id;
const about = (type: string, id: string) => (event: { event?: string; data: string }) =>
  event.event === type && recordId(event) === id;

/** Runs `work` in a transaction of its own connection; `commit: false` rolls it back. */
async function inTransaction(work: (db: pg.Client) => Promise<unknown>, commit = true) {
  const db = new pg.Client({ connectionString: testDatabaseUrl() });
  await db.connect();
  try {
    await db.query('begin');
    await work(db);
    await db.query(commit ? 'commit' : 'rollback');
  } finally {
    await db.end();
  }
}

describe('GET /api/live: the admin’s own changes, as they commit', () => {
  let app: NestExpressApplication;
  let base: string;
  let owner: TestAdmin;
  let other: TestAdmin;
  const open: LiveStream[] = [];
  const stream = async (admin: TestAdmin, options?: { lastEventId?: string }, at = base) => {
    const live = await openLiveStream(at, admin.bearer, options);
    open.push(live);
    return live;
  };
  const rename = (client: string, admin: TestAdmin, name: string) =>
    request(app.getHttpServer())
      .put(`/api/clients/${client}`)
      .set('Authorization', admin.bearer)
      .send({ name })
      .expect(200);

  beforeAll(async () => {
    app = await createTestApp();
    base = await listening(app);
    owner = await createAdmin(app);
    other = await createAdmin(app);
  });
  afterEach(() => open.splice(0).forEach((live) => live.drop()));
  afterAll(() => app.close());

  it("sends a new client's id to its admin's streams and to no other admin's", async () => {
    const mine = await stream(owner);
    const theirs = await stream(other);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers['x-accel-buffering']).toBe('no');
    expect(mine.headers['content-encoding']).toBeUndefined();

    const client = await signUp(app, owner.id);
    const created = await mine.next(about('client.created', client));
    expect(JSON.parse(created.data)).toEqual({ id: client });
    expect(created.id).toMatch(/^\d+\.\d+$/);

    const theirClient = await signUp(app, other.id);
    await theirs.next(about('client.created', theirClient));
    expect(theirs.events.map(recordId)).not.toContain(client);
    // The signup's own changes (its timeline line, its source) are not a second event.
    expect(mine.events.filter((e) => recordId(e) === client).map((e) => e.event)).toEqual([
      'client.created',
    ]);
  });

  it('announces one change per transaction, and nothing for a change rolled back', async () => {
    const client = await signUp(app, owner.id);
    const mine = await stream(owner);
    await inTransaction(
      (db) => db.query(`update clients set status = 'lost' where id = $1`, [client]),
      false,
    );
    await request(app.getHttpServer())
      .put(`/api/clients/${client}`)
      .set('Authorization', owner.bearer)
      .send({ status: 'contacted' })
      .expect(200);
    await mine.next(about('client.changed', client));
    await rename(client, owner, 'Markør Efter');
    // Events arrive in commit order: once a later signup's is here, all before it are too.
    await mine.next(about('client.created', await signUp(app, owner.id)));
    // Both committed changes arrived, each once; the rolled-back one never did.
    expect(mine.events.filter(about('client.changed', client))).toHaveLength(2);
  });

  it('reaches streams on a second instance of the app on the same database', async () => {
    const second = await createTestApp();
    try {
      const elsewhere = await stream(owner, undefined, await listening(second));
      const client = await signUp(app, owner.id);
      await elsewhere.next(about('client.created', client));
    } finally {
      open.splice(0).forEach((live) => live.drop());
      await second.close();
    }
  });

  it("announces a notification delivery's failed attempt", async () => {
    const live = await stream(owner);
    await sql(app, "update admins set webhook_url = ?, webhook_secret = 'x' where id = ?", [
      'https://127.0.0.1:9/hook',
      owner.id,
    ]);
    const [{ id }] = await sql<{ id: string }>(
      app,
      "insert into notification_deliveries (id, admin_id, event, channel) values (gen_random_uuid(), ?, 'test', 'webhook') returning id",
      [owner.id],
    );
    await app.get(NotificationWorker).deliver(id);
    await live.next(about('delivery.failed', id));
    await sql(app, 'update admins set webhook_url = null, webhook_secret = null where id = ?', [
      owner.id,
    ]);
  });

  it("announces a customer's tick on 'Mine opgaver' as task.done", async () => {
    const client = await signUp(app, owner.id, { sites: ['Unibet'] });
    await request(app.getHttpServer())
      .put(`/api/clients/${client}/sites/Bet365`)
      .set('Authorization', owner.bearer)
      .send({ state: 'created' })
      .expect(200);
    const { url } = (
      await request(app.getHttpServer())
        .post(`/api/clients/${client}/task-link`)
        .set('Authorization', owner.bearer)
        .send({})
        .expect(201)
    ).body as { url: string };
    const customer = request.agent(base);
    const token = url.split('/k/')[1];
    await customer.post('/api/tasks/session').set('Origin', base).send({ token }).expect(204);
    await customer.post('/api/tasks/confirmation').set('Origin', base).expect(200);
    const { tasks } = (await customer.get('/api/tasks').expect(200)).body as {
      tasks: { id: string; done: boolean; step: string }[];
    };
    const step = tasks.find((task) => !task.done && task.step === 'deposited')!;
    const live = await stream(owner);
    await customer
      .post(`/api/tasks/${step.id}/done`)
      .set('Origin', base)
      .send({ amount: 100 })
      .expect(200);
    await live.next(about('task.done', client));
    await live.next(about('client.changed', client));
  });

  it('replays what a dropped stream missed when it comes back with Last-Event-ID', async () => {
    const client = await signUp(app, owner.id);
    const first = await stream(owner);
    const cursor = first.lastEventId;
    expect(cursor).toMatch(/^\d+\.\d+$/);
    first.drop();
    const later = await signUp(app, owner.id);
    await rename(client, owner, 'Mens Du Var Væk');

    const again = await stream(owner, { lastEventId: cursor });
    await again.next(about('client.created', later));
    await again.next(about('client.changed', client));
  });

  it('replays an event that committed after a later one was received', async () => {
    const [early, late] = [await signUp(app, owner.id), await signUp(app, owner.id)];
    const live = await stream(owner);
    const slow = new pg.Client({ connectionString: testDatabaseUrl() });
    await slow.connect();
    try {
      // The slow transaction takes its event id first and commits last.
      await slow.query('begin');
      await slow.query(`update clients set next_contact_at = now() where id = $1`, [early]);
      await rename(late, owner, 'Hurtig Ændring');
      const received = await live.next(about('client.changed', late));
      live.drop();
      await slow.query('commit');
      const again = await stream(owner, { lastEventId: received.id });
      await again.next(about('client.changed', early));
    } finally {
      await slow.end();
    }
  });

  it('sends resync when more was missed than it keeps for a reconnect', async () => {
    const live = await stream(owner);
    const cursor = live.lastEventId!;
    live.drop();
    await inTransaction((db) =>
      db.query(
        `select arbi_live_event($1, 'client.changed', gen_random_uuid()::text) from generate_series(1, 501)`,
        [owner.id],
      ),
    );
    const again = await stream(owner, { lastEventId: cursor });
    await again.next((event) => event.event === 'resync');
    expect(again.events.filter((e) => e.event === 'client.changed')).toEqual([]);
  });

  it("never replays another admin's events for their event id", async () => {
    const mine = await stream(owner);
    const client = await signUp(app, owner.id);
    const event = await mine.next(about('client.created', client));
    const borrowed = await stream(other, {
      lastEventId: event.id!.replace(/^\d+/, (id) => String(Number(id) - 1)),
    });
    const theirs = await signUp(app, other.id);
    await borrowed.next(about('client.created', theirs));
    expect(borrowed.events.map(recordId)).not.toContain(client);
  });

  it('allows a handful of streams per admin and refuses more in Danish', async () => {
    const admin = await createAdmin(app);
    for (let i = 0; i < 5; i++) expect((await stream(admin)).status).toBe(200);
    const refused = await stream(admin);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body).message).toMatch(/for mange åbne live-forbindelser/);
  });

  it('ends the stream when its session is signed out', async () => {
    const admin = await createAdmin(app);
    const live = await stream(admin);
    await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('Authorization', admin.bearer)
      .expect(204);
    await live.ended;
    expect((await stream(admin)).status).toBe(401);
  });

  it('sends a ping comment to keep the stream open', async () => {
    const pinging = await createTestApp({ LIVE_PING_SECONDS: '1' });
    try {
      const live = await stream(owner, undefined, await listening(pinging));
      await new Promise((r) => setTimeout(r, 1500));
      expect(live.comments).toContain('ping');
    } finally {
      open.splice(0).forEach((live) => live.drop());
      await pinging.close();
    }
  });

  it('ends every stream when the server shuts down, well within the shutdown budget', async () => {
    const stopping = await createTestApp();
    const live = await stream(owner, undefined, await listening(stopping));
    const budgetMs = 8000;
    const started = Date.now();
    await closeGracefully(stopping, budgetMs);
    await live.ended;
    expect(Date.now() - started).toBeLessThan(budgetMs);
  });
});
