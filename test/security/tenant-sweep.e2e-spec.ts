import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import {
  createAdmin,
  recordPersonalData,
  signUp,
  sql,
  type TestAdmin,
} from '../support/builders.js';
import { openLiveStream } from '../support/live-stream.js';
import { apiRoutes, type Route, routeKey, STREAMING, untilHeaders } from '../support/routes.js';
import { createTestApp } from '../support/test-app.js';

const key = routeKey;

/** Routes anyone may call. A route added here must be meant for visitors. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/login/totp',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/passkeys/authentication/options',
  'POST /api/auth/passkeys/authentication/verify',
  'GET /api/auth/session',
  'POST /api/start',
  'POST /api/referal',
  'POST /api/ratings',
  'GET /api/public/admins/:id',
  'GET /api/public/config',
  'POST /api/public/events',
  'GET /api/public/privacy/:id',
  // The customer's link: its token is the key (PRODUCT.md §17).
  'POST /api/tasks/link',
  'POST /api/tasks/session',
]);

/** The customer's page: signed in by a task session, never by an admin's. */
const TASK_SESSION = (route: Route) =>
  route.path.startsWith('/api/tasks') && !PUBLIC.has(key(route));

const SUPERADMIN_ONLY = (route: Route) =>
  route.path === '/api/admins' ||
  route.path.startsWith('/api/admins/') ||
  route.path.startsWith('/api/bureau/') ||
  key(route) === 'GET /api/audit';

/** Bodies valid enough that the ownership check, not validation, decides the answer. */
const BODIES: Record<string, object> = {
  'PUT /api/referrals/:id': { name: 'Overtaget' },
  'POST /api/clients/:clientId/bet-plans': {
    odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }],
  },
  'POST /api/bet-plans': { clientId: '', odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }] },
  'PUT /api/settings/:id': { texts: { welcome: { title: 'Overtaget', text: 'x' } } },
  'PUT /api/clients/:id': { status: 'lost', name: 'Overtaget' },
  'POST /api/clients/:id/notes': { text: 'Overtaget' },
  'PUT /api/clients/:clientId/sites/:id': { state: 'created', deposit: 5 },
  'POST /api/clients/:id/payments': { kind: 'advance', amount: 5, method: 'cash' },
  'POST /api/referrals/:id/payments': { amount: 5, method: 'cash' },
  'POST /api/admins/:id/transfer': { to: 'someone-else', dryRun: true },
};

/** A customer's pages (PRODUCT.md §20): the bureau's owner reads another recruiter's, never writes. */
const CUSTOMER_PAGE = (route: Route) =>
  ['/api/clients/', '/api/bet-plans', '/api/notes'].some((p) => route.path.startsWith(p));

describe('tenant sweep: every route, as a stranger, as another admin, as a plain admin', () => {
  let app: NestExpressApplication;
  let owner: TestAdmin;
  let intruder: TestAdmin;
  let routes: Route[];
  const ids: Record<string, string> = {};

  /** Every row the owner has: each table with an `admin_id` (found in the schema), and the account. */
  const snapshot = async () => {
    const tables = await sql<{ table_name: string }>(
      app,
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'admin_id' order by table_name`,
    );
    const byText = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    const rows: Record<string, Record<string, unknown>[]> = {};
    for (const { table_name: table } of tables) {
      const owned = await sql(app, `select * from "${table}" where admin_id = ?`, [owner.id]);
      rows[table] = owned.sort(byText);
    }
    rows.admin = await sql(app, 'select * from admins where id = ?', [owner.id]);
    return rows;
  };

  /** The owner's id for each path parameter: a route with a parameter not listed here fails the sweep. */
  const fill = (route: Route) =>
    route.path.replace(/:(\w+)/g, (_m, param: string) => {
      const byPath: Record<string, string | Record<string, string>> = {
        '/api/clients/:id': ids.client,
        '/api/clients/:id/notes': ids.client,
        '/api/clients/:id/notes/:noteId': { id: ids.client, noteId: ids.note },
        '/api/notes/:id': ids.note,
        '/api/clients/:id/events': ids.client,
        '/api/clients/:id/payments': ids.client,
        '/api/clients/:id/payments/:paymentId/reverse': { id: ids.client, paymentId: ids.payment },
        '/api/clients/:id/statement': ids.client,
        '/api/referrals/:id/payments': ids.referral,
        '/api/clients/:clientId/sites': ids.client,
        '/api/clients/:clientId/sites/:id': { clientId: ids.client, id: 'Unibet' },
        '/api/bet-plans/:id/placed': ids.betPlan,
        '/api/clients/:id/archive': ids.client,
        '/api/clients/:id/pending-signup': ids.client,
        '/api/clients/:id/pending-signup/apply': ids.client,
        '/api/clients/:clientId/bet-plans': ids.client,
        '/api/bet-plans/:id': ids.betPlan,
        '/api/referrals/:id': ids.referral,
        '/api/ratings/:id': ids.rating,
        '/api/settings/:id': owner.id,
        '/api/settings/:id/webhook-secret': owner.id,
        '/api/admins/:id': owner.id,
        '/api/admins/:id/password-reset': owner.id,
        '/api/admins/:id/throttle': owner.id,
        '/api/admins/:id/deactivate': owner.id,
        '/api/admins/:id/reactivate': owner.id,
        '/api/admins/:id/transfer': owner.id,
        '/api/auth/sessions/:id': ids.session,
        '/api/auth/passkeys/:id': ids.passkey,
        '/api/public/admins/:id': owner.id,
        '/api/public/privacy/:id': owner.id,
        '/api/clients/:id/task-link': ids.client,
        '/api/tasks/:taskId/done': ids.task,
        // The feed's own ids, nobody's data (the feed is off here: 404 for everyone).
        '/api/odds-feed/sports/:sport/events': 'soccer_denmark_superliga',
        '/api/odds-feed/sports/:sport/events/:eventId/odds': {
          sport: 'soccer_denmark_superliga',
          eventId: 'a1b2c3',
        },
      };
      const entry = byPath[route.path];
      const value = typeof entry === 'object' ? entry[param] : entry;
      if (!value)
        throw new Error(`tenant sweep: give an owner's id for :${param} in ${key(route)}`);
      return value;
    });

  const call = (route: Route, bearer?: string, cookie?: string) => {
    const server = request(app.getHttpServer());
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const req = server[method](fill(route));
    if (bearer) req.set('Authorization', bearer);
    if (cookie) req.set('Cookie', cookie);
    if (STREAMING.has(key(route))) return untilHeaders(req);
    return ['POST', 'PUT', 'PATCH'].includes(route.method)
      ? req.send(BODIES[key(route)] ?? {})
      : req;
  };

  /** A task link for the client and its customer's confirmed session, with their first task's id. */
  const openTasks = async (clientId: string, admin: TestAdmin) => {
    const server = request(app.getHttpServer());
    const link = await server
      .post(`/api/clients/${clientId}/task-link`)
      .set('Authorization', admin.bearer)
      .send({})
      .expect(201);
    const token = link.body.url.split('/k/')[1];
    recordPersonalData(token);
    const opened = await server.post('/api/tasks/session').send({ token }).expect(204);
    const cookie = [opened.headers['set-cookie']].flat()[0]!.split(';')[0];
    const page = await server.post('/api/tasks/confirmation').set('Cookie', cookie).expect(200);
    return { cookie, task: page.body.tasks[0]?.id as string };
  };

  beforeAll(async () => {
    app = (await createTestApp()) as NestExpressApplication;
    owner = await createAdmin(app);
    intruder = await createAdmin(app);
    ids.client = await signUp(app, owner.id, { sites: ['Betfair'], name: 'Ejerkunde Jensen' });
    // Signed up again, so the card has details waiting that a stranger must not apply or dismiss.
    const [card] = await sql<{ phone: string }>(app, 'select phone from clients where id = ?', [
      ids.client,
    ]);
    await signUp(app, owner.id, { phone: card.phone, name: 'Ny tilmelding' });
    const referral = await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', owner.bearer)
      .send({ name: 'Ejerens referal', email: 'ref@example.dk', phone: '12345678', code: '7777' })
      .expect(201);
    ids.referral = referral.body.id;
    ids.rating = (
      await request(app.getHttpServer())
        .post('/api/ratings')
        .send({ admin: owner.id, stars: 4 })
        .expect(201)
    ).body.id;
    const plan = await request(app.getHttpServer())
      .post(`/api/clients/${ids.client}/bet-plans`)
      .set('Authorization', owner.bearer)
      .send({ odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }] })
      .expect(201);
    ids.betPlan = plan.body.id;
    ids.note = (
      await request(app.getHttpServer())
        .post(`/api/clients/${ids.client}/notes`)
        .set('Authorization', owner.bearer)
        .send({ text: 'Ejerens note' })
        .expect(201)
    ).body.id;
    await request(app.getHttpServer())
      .put(`/api/clients/${ids.client}/sites/Unibet`)
      .set('Authorization', owner.bearer)
      .send({ state: 'deposited', deposit: 100 })
      .expect(200);
    ids.payment = (
      await request(app.getHttpServer())
        .post(`/api/clients/${ids.client}/payments`)
        .set('Authorization', owner.bearer)
        .send({ kind: 'advance', amount: 100, method: 'cash', reference: 'Ejerens betaling' })
        .expect(201)
    ).body.id;
    await request(app.getHttpServer())
      .post(`/api/referrals/${ids.referral}/payments`)
      .set('Authorization', owner.bearer)
      .send({ amount: 50, method: 'bank', reference: 'Ejerens bonus' })
      .expect(201);
    ({ task: ids.task } = await openTasks(ids.client, owner));
    BODIES['POST /api/notes'] = { clientId: ids.client, text: 'Overtaget' };
    BODIES['POST /api/bet-plans'] = {
      clientId: ids.client,
      odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }],
    };
    await request(app.getHttpServer())
      .post('/api/public/events')
      .send({ admin: owner.id, step: 'welcome', src: 'ejerens-kilde' })
      .expect(204);
    ids.session = (
      await request(app.getHttpServer())
        .get('/api/auth/sessions')
        .set('Authorization', owner.bearer)
    ).body[0].id;
    // A passkey of the owner's (its key need not be real: the sweep never signs in with it).
    ids.passkey = (
      await sql<{ id: string }>(
        app,
        "insert into passkeys (id, admin_id, credential_id, public_key, name) values (gen_random_uuid(), ?, ?, '\\x00', 'Ejerens nøgle') returning id",
        [owner.id, `cred-${owner.id}`],
      )
    )[0].id;
    routes = apiRoutes(app);
  });
  afterAll(() => (app as INestApplication).close());

  it('finds the routes of every module', () => {
    const keys = routes.map(key);
    expect(keys.length).toBeGreaterThanOrEqual(25);
    for (const expected of [
      'GET /api/clients',
      'POST /api/clients/:id/archive',
      'GET /api/referrals',
      'PUT /api/settings/:id',
      'GET /api/ratings/summary',
      'GET /api/admins',
      'GET /api/bet',
      'POST /api/auth/logout',
      'PUT /api/clients/:id',
      'GET /api/clients/:id/notes',
      'DELETE /api/clients/:id/notes/:noteId',
      'GET /api/clients/:id/events',
      'PUT /api/clients/:clientId/sites/:id',
      'POST /api/bet-plans/:id/placed',
      'GET /api/stats/summary',
      'DELETE /api/clients/:id',
      'GET /api/audit',
      'POST /api/clients/:id/payments',
      'GET /api/payments/export',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const open: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(key(r)))) {
      const res = await call(route);
      if (res.status !== 401) open.push(`${key(route)} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to a plain admin on every super-admin route', async () => {
    const allowed: string[] = [];
    for (const route of routes.filter(SUPERADMIN_ONLY)) {
      const res = await call(route, intruder.bearer);
      if (res.status !== 403) allowed.push(`${key(route)} → ${res.status}`);
    }
    expect(allowed).toEqual([]);
  });

  it("answers 404 to another admin on every route naming the owner's ids, and changes nothing", async () => {
    const before = await snapshot();
    const leaks: string[] = [];
    const withIds = routes.filter(
      (r) => r.path.includes(':') && !PUBLIC.has(key(r)) && !SUPERADMIN_ONLY(r) && !TASK_SESSION(r),
    );
    expect(withIds.length).toBeGreaterThanOrEqual(9);
    for (const route of withIds) {
      const res = await call(route, intruder.bearer);
      if (res.status !== 404) leaks.push(`${key(route)} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 to another admin on every route naming the owner's ids in its body, and changes nothing", async () => {
    const before = await snapshot();
    const ownerIds = Object.values(ids);
    const byBody = routes.filter(
      (r) =>
        !r.path.includes(':') &&
        ownerIds.some((id) => JSON.stringify(BODIES[key(r)] ?? {}).includes(id)),
    );
    expect(byBody.map(key)).toContain('POST /api/bet-plans');
    const leaks: string[] = [];
    for (const route of byBody) {
      const res = await call(route, intruder.bearer);
      if (res.status !== 404) leaks.push(`${key(route)} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("never shows the owner's data in another admin's lists", async () => {
    const lists = routes.filter(
      (r) =>
        r.method === 'GET' && !r.path.includes(':') && !PUBLIC.has(key(r)) && !SUPERADMIN_ONLY(r),
    );
    const secrets = [
      ids.client,
      ids.referral,
      ids.rating,
      ids.betPlan,
      ids.note,
      owner.email,
      'Ejerens referal',
      'Ejerens note',
      'ejerens-kilde',
      ids.payment,
      'Ejerens betaling',
      'Ejerens bonus',
    ];
    for (const route of lists) {
      const res = await call(route, intruder.bearer);
      // A CSV answer (the payments export) has no JSON body: its text is what it shows.
      const body = `${JSON.stringify(res.body)}${res.text ?? ''}`;
      for (const secret of secrets)
        expect({ route: key(route), leaked: body.includes(secret) }).toEqual({
          route: key(route),
          leaked: false,
        });
    }
  });

  it("answers 404 to another customer's session on every task route naming the owner's task, and changes nothing", async () => {
    const before = await snapshot();
    // A second customer of the same recruiter, and one of another recruiter.
    const neighbour = await signUp(app, owner.id, { sites: ['Betfair'] });
    const stranger = await signUp(app, intruder.id, { sites: ['Betfair'] });
    const ownerTaskRoutes = routes.filter(TASK_SESSION);
    expect(ownerTaskRoutes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/tasks',
        'POST /api/tasks/:taskId/done',
        'DELETE /api/tasks/:taskId/done',
      ]),
    );
    const [{ first_name: ownerName }] = await sql<{ first_name: string }>(
      app,
      "select split_part(name, ' ', 1) as first_name from clients where id = ?",
      [ids.client],
    );
    const leaks: string[] = [];
    for (const [clientId, admin] of [
      [neighbour, owner],
      [stranger, intruder],
    ] as const) {
      // The same site in their plan, so that an id naming only the site and step would reach theirs.
      await request(app.getHttpServer())
        .post(`/api/clients/${clientId}/bet-plans`)
        .set('Authorization', admin.bearer)
        .send({ odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }] })
        .expect(201);
      const { cookie } = await openTasks(clientId, admin);
      for (const route of ownerTaskRoutes) {
        const res = await call(route, undefined, cookie);
        if (
          route.path.includes(':')
            ? res.status !== 404
            : JSON.stringify(res.body).includes(ownerName)
        )
          leaks.push(`${key(route)} → ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);
    const after = await snapshot();
    const ownerOnly = (rows: Record<string, unknown>[]) =>
      rows.filter((row) => row.id === ids.client || row.client_id === ids.client);
    for (const table of ['clients', 'client_events', 'client_site_progress', 'customer_ticks'])
      expect(ownerOnly(after[table])).toEqual(ownerOnly(before[table]));
  });

  it("never streams the owner's events to another admin, live or replayed", async () => {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const owners = await openLiveStream(base, owner.bearer);
    const intruders = await openLiveStream(base, intruder.bearer);
    try {
      const client = await signUp(app, owner.id);
      const created = await owners.next((e) => e.event === 'client.created');
      // The owner's own event id, sent as the intruder's Last-Event-ID, replays none of it.
      const replayed = await openLiveStream(base, intruder.bearer, { lastEventId: '0.0' });
      const own = await signUp(app, intruder.id);
      for (const stream of [intruders, replayed]) {
        await stream.next((e) => e.data.includes(own));
        expect(stream.events.map((e) => e.data).join()).not.toContain(client);
      }
      expect(created.data).toBe(JSON.stringify({ id: client }));
      replayed.drop();
    } finally {
      owners.drop();
      intruders.drop();
    }
  });

  describe("the bureau's owner (PRODUCT.md §20)", () => {
    let bureauOwner: TestAdmin;
    beforeAll(async () => {
      bureauOwner = await createAdmin(app, AdminRole.SuperAdmin);
    });

    it("reads a recruiter's customer pages, refuses every write to them with 403, and finds nothing else of theirs", async () => {
      const before = await snapshot();
      const wrong: string[] = [];
      const withIds = routes.filter(
        (r) =>
          (r.path.includes(':') || r.path === '/api/bet-plans') &&
          !PUBLIC.has(key(r)) &&
          !SUPERADMIN_ONLY(r) &&
          !TASK_SESSION(r) &&
          !STREAMING.has(key(r)),
      );
      for (const route of withIds) {
        if (
          !route.path.includes(':') &&
          !JSON.stringify(BODIES[key(route)] ?? {}).includes(ids.client)
        )
          continue;
        const expected = CUSTOMER_PAGE(route) ? (route.method === 'GET' ? 200 : 403) : 404;
        const res = await call(route, bureauOwner.bearer);
        if (res.status !== expected) wrong.push(`${key(route)} → ${res.status}, not ${expected}`);
      }
      expect(wrong).toEqual([]);
      expect(withIds.map(key)).toEqual(
        expect.arrayContaining([
          'GET /api/clients/:id',
          'PUT /api/clients/:id',
          'DELETE /api/clients/:id',
          'POST /api/clients/:id/archive',
          'GET /api/clients/:id/notes',
          'POST /api/clients/:id/notes',
          'GET /api/clients/:id/events',
          'GET /api/clients/:clientId/sites',
          'PUT /api/clients/:clientId/sites/:id',
          'GET /api/clients/:clientId/bet-plans',
          'GET /api/bet-plans/:id',
          'POST /api/bet-plans',
          'GET /api/clients/:id/payments',
          'POST /api/clients/:id/payments',
          'GET /api/referrals/:id',
        ]),
      );
      expect(await snapshot()).toEqual(before);
    });

    it("shows the recruiter's own rows on those pages, as the recruiter sees them", async () => {
      const as = (path: string, who: TestAdmin) =>
        request(app.getHttpServer()).get(path).set('Authorization', who.bearer).expect(200);
      for (const path of [
        `/api/clients/${ids.client}`,
        `/api/clients/${ids.client}/notes`,
        `/api/clients/${ids.client}/events`,
        `/api/clients/${ids.client}/sites`,
        `/api/clients/${ids.client}/bet-plans`,
        `/api/bet-plans/${ids.betPlan}`,
        `/api/clients/${ids.client}/payments`,
        `/api/clients/${ids.client}/statement`,
      ]) {
        const [theirs, owners] = await Promise.all([as(path, owner), as(path, bureauOwner)]);
        expect({ path, body: owners.body }).toEqual({ path, body: theirs.body });
      }
      const sites = await as(`/api/clients/${ids.client}/sites`, bureauOwner);
      expect(sites.body.find((row: { site: string }) => row.site === 'Unibet')).toMatchObject({
        state: 'deposited',
        deposit: 100,
      });
    });

    it("lists a recruiter's customers when asked by filter.adminId, and its own otherwise; a recruiter asking gets none", async () => {
      const list = (who: TestAdmin, filter?: object) =>
        request(app.getHttpServer())
          .get('/api/clients')
          .query(filter ? { filter: JSON.stringify(filter) } : {})
          .set('Authorization', who.bearer)
          .expect(200);
      const theirs = await list(bureauOwner, { adminId: owner.id });
      expect(theirs.body.map((c: { id: string }) => c.id)).toContain(ids.client);
      expect(theirs.body).toEqual((await list(owner)).body);
      expect(JSON.stringify((await list(bureauOwner)).body)).not.toContain(ids.client);
      const refused = await list(intruder, { adminId: owner.id });
      expect(refused.body).toEqual([]);
      expect(refused.headers['content-range']).toBe('clients */0');
      const bad = await request(app.getHttpServer())
        .get('/api/clients')
        .query({ filter: JSON.stringify({ adminId: { $ne: null } }) })
        .set('Authorization', bureauOwner.bearer)
        .expect(400);
      expect(bad.body.errors).toHaveProperty(['filter.adminId']);
    });

    it("never shows the recruiter's data in the owner's own lists", async () => {
      const lists = routes.filter(
        (r) =>
          r.method === 'GET' &&
          !r.path.includes(':') &&
          !PUBLIC.has(key(r)) &&
          !SUPERADMIN_ONLY(r) &&
          !STREAMING.has(key(r)),
      );
      for (const route of lists) {
        const res = await call(route, bureauOwner.bearer);
        const body = `${JSON.stringify(res.body)}${res.text ?? ''}`;
        for (const secret of [ids.client, ids.referral, ids.note, 'Ejerens note', 'ejerens-kilde'])
          expect({ route: key(route), leaked: body.includes(secret) }).toEqual({
            route: key(route),
            leaked: false,
          });
      }
    });

    it("records the owner's views as the owner's, naming the customer and the recruiter's list", async () => {
      await request(app.getHttpServer())
        .get(`/api/clients/${ids.client}`)
        .set('Authorization', bureauOwner.bearer)
        .expect(200);
      const audit = await request(app.getHttpServer())
        .get('/api/audit')
        .query({ filter: JSON.stringify({ adminId: bureauOwner.id }), range: '[0,999]' })
        .set('Authorization', bureauOwner.bearer)
        .expect(200);
      const seen = audit.body.map((e: { action: string; recordId: string | null }) => [
        e.action,
        e.recordId,
      ]);
      expect(seen).toEqual(
        expect.arrayContaining([
          ['client.viewed', ids.client],
          ['client.notes_viewed', ids.client],
          ['client.events_viewed', ids.client],
          ['clients.listed', owner.id],
        ]),
      );
    });
  });

  it('lets the super-admin role reach super-admin routes', async () => {
    const superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    await request(app.getHttpServer())
      .get('/api/admins')
      .set('Authorization', superadmin.bearer)
      .expect(200);
  });
});
