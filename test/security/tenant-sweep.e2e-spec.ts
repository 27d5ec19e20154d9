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
import {
  bodyFields,
  exampleBody,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from '../support/openapi-walk.js';
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

/**
 * Fields laid over a write's example body (read from the OpenAPI document, as every write's is)
 * where the example cannot say what the sweep needs, each with why.
 */
const BODIES: Record<string, object> = {
  // The customer had none of the sites the plans' examples bet on (a plan is for a new site), and
  // a first name no other customer here has (the task page shows only the first name).
  'POST /api/start': { sites: ['Betfair'], name: 'Ejerkunde Jensen' },
};

/**
 * Creates the owner does not make through the API (every other POST answering 201 with a new row's
 * id is made once, with its example body), each with why.
 */
const NOT_MADE: Record<string, string> = {
  'POST /api/auth/passkeys/registration/verify':
    "needs an authenticator's signature: the passkey is inserted by SQL",
  'POST /api/clients/:id/payments/:paymentId/reverse':
    "acts on the owner's payment, which stays open for the other admin's try",
};

/** A collection's address with its parameters unnamed: `/api/clients/:/notes`. */
const collection = (path: string) => path.replace(/:\w+/g, ':');

/** The collection each path parameter names a row of: `:noteId` in `/api/clients/:id/notes/:noteId`. */
const namedCollections = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map((match) => ({
    param: match[1],
    of: collection(path.slice(0, match.index - 1)),
  }));

/** A body's free text (a space or an @): names, notes, emails, phones. */
const freeText = (sent: object) =>
  bodyFields(sent)
    .map((path) => path.reduce<unknown>((value, k) => (value as Record<string, unknown>)[k], sent))
    .filter((value): value is string => typeof value === 'string' && /[ @]/.test(value));

/** A body field naming a row of a top-level collection: `clientId` for `/api/clients`. */
const bodyField = (of: string) =>
  /^\/api\/([\w-]+)s$/
    .exec(of)?.[1]
    .replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())
    .concat('Id');

/** A customer's pages (PRODUCT.md §20): the bureau's owner reads another recruiter's, never writes. */
const CUSTOMER_PAGE = (route: Route) =>
  ['/api/clients/', '/api/bet-plans', '/api/notes'].some((p) => route.path.startsWith(p));

describe('tenant sweep: every route, as a stranger, as another admin, as a plain admin', () => {
  let app: NestExpressApplication;
  let owner: TestAdmin;
  let intruder: TestAdmin;
  let routes: Route[];
  let document: OpenApiDocument;
  const operations = new Map<string, Operation>();
  /** The owner's rows by collection (`/api/clients/:/notes`), learned from the API's answers. */
  const ids: Record<string, string> = {};
  /** Path parameters that name no row the API makes or lists for the owner, each with why. */
  let byHand: Record<string, string> = {};
  /** The bodies the owner's rows were made with. */
  const made: object[] = [];
  /** The owner's customer (made by the visitor's signup, `POST /api/start`). */
  let client: string;

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

  /**
   * The owner's id for each path parameter: the row the owner made in the collection it names
   * (`:noteId` of `/api/clients/:id/notes/:noteId`: the note made at `POST /api/clients/:id/notes`),
   * else the first row that collection lists to the owner, else one of `byHand`.
   */
  const fill = (route: Route) =>
    namedCollections(route.path).reduce((path, { param, of }) => {
      const value = ids[of] ?? byHand[of];
      if (!value)
        throw new Error(
          `tenant sweep: the owner has no row for :${param} in ${key(route)} (make one through the API, or list it at GET ${of})`,
        );
      return path.replace(`:${param}`, value);
    }, route.path);

  /** The body a write sends: its example from the OpenAPI document, naming the owner's rows. */
  const body = (route: Route): object => {
    const op = operations.get(key(route));
    const example = op && (exampleBody(document, op, known()) as object | undefined);
    return { ...example, ...BODIES[key(route)] };
  };

  /** Body fields naming the owner: `admin` (a public route names the recruiter), `clientId`, …. */
  const known = () => {
    const fields: Record<string, unknown> = { admin: owner.id };
    for (const [of, id] of Object.entries(ids)) {
      const field = bodyField(of);
      if (field) fields[field] = id;
    }
    return fields;
  };

  const call = (route: Route, bearer?: string, cookie?: string) => {
    const server = request(app.getHttpServer());
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const req = server[method](fill(route));
    if (bearer) req.set('Authorization', bearer);
    if (cookie) req.set('Cookie', cookie);
    if (STREAMING.has(key(route))) return untilHeaders(req);
    return ['POST', 'PUT', 'PATCH'].includes(route.method) ? req.send(body(route)) : req;
  };

  /** The ids of the owner's rows (a site row is addressed by the site's name, which is everyone's). */
  const ownIds = () => Object.values(ids).filter((id) => id.length >= 16);

  /** Whether a route's body names one of the owner's rows. */
  const bodyNamesOwnersRow = (route: Route) =>
    ownIds().some((id) => JSON.stringify(body(route)).includes(id));

  /**
   * What no list may show another admin: the owner's ids and email, the funnel tag, and the free
   * text the owner's rows were made with (a space or an @: names, notes, emails, phones; a single
   * word such as a site's name is everyone's).
   */
  const secrets = () => [
    ...new Set([...ownIds(), owner.email, 'ejerens-kilde', ...made.flatMap(freeText)]),
  ];

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

  /** For every collection a path parameter names and the owner made no row in: its first listed row. */
  const learnFromLists = async () => {
    const named = routes.flatMap((route) => namedCollections(route.path).map(({ of }) => of));
    for (const of of [...new Set(named)].sort((a, b) => a.length - b.length)) {
      if (ids[of] || byHand[of]) continue;
      let path: string;
      try {
        // The collection's address with the owner's ids of the collections above it.
        path = fill({ method: 'GET', path: of.replace(/:/g, ':p') });
      } catch {
        continue;
      }
      const res = await request(app.getHttpServer()).get(path).set('Authorization', owner.bearer);
      const first = Array.isArray(res.body) ? (res.body[0] as { id?: unknown })?.id : undefined;
      if (res.status === 200 && typeof first === 'string') ids[of] = first;
    }
  };

  beforeAll(async () => {
    app = (await createTestApp()) as NestExpressApplication;
    owner = await createAdmin(app);
    intruder = await createAdmin(app);
    routes = apiRoutes(app);
    document = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200))
      .body as OpenApiDocument;
    for (const op of operationsOf(document))
      operations.set(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op);
    byHand = {
      // The admin itself, not a row of theirs: their settings, their account, their public pages.
      '/api/settings': owner.id,
      '/api/admins': owner.id,
      '/api/public/admins': owner.id,
      '/api/public/privacy': owner.id,
      // The feed's own ids, nobody's data (the feed is off here: 404 for everyone).
      '/api/odds-feed/sports': 'soccer_denmark_superliga',
      '/api/odds-feed/sports/:/events': 'a1b2c3',
    };

    // One row of the owner's per create (a POST answering 201 with a new row's id), with its
    // example body; a create waits until the rows its address or body names exist.
    let pending = routes.filter(
      (r) =>
        r.method === 'POST' &&
        operations.get(key(r))?.answersId &&
        !/:\w+$/.test(r.path) &&
        !SUPERADMIN_ONLY(r) &&
        !TASK_SESSION(r) &&
        !(key(r) in NOT_MADE),
    );
    expect(pending.map(key)).toEqual(
      expect.arrayContaining(['POST /api/start', 'POST /api/referrals', 'POST /api/ratings']),
    );
    while (pending.length) {
      await learnFromLists();
      const ready = pending.filter((route) => {
        try {
          fill(route);
        } catch {
          return false;
        }
        // A field `<row>Id` names one of the owner's rows: the row must be made first.
        const fields = bodyFields(body(route)).map((path) => path.at(-1)!);
        return fields.every((field) => !field.endsWith('Id') || field in known());
      });
      if (!ready.length)
        throw new Error(
          `tenant sweep: the owner cannot make ${pending.map(key).join(', ')}: a row its address or body names is missing (give a body in BODIES, or leave it to NOT_MADE saying why)`,
        );
      for (const route of ready) {
        made.push(body(route));
        const res = await call(route, owner.bearer);
        // A refusal names the route and what it said (an example the validation refuses).
        if (res.status !== 201) throw new Error(`${key(route)} → ${res.status} ${res.text}`);
        ids[collection(route.path)] = res.body.id;
      }
      pending = pending.filter((route) => !ready.includes(route));
    }
    recordPersonalData(...made.flatMap(freeText));
    await learnFromLists();
    client = ids['/api/clients'];
    // Signed up again, so the card has details waiting that a stranger must not apply or dismiss.
    const [card] = await sql<{ phone: string }>(app, 'select phone from clients where id = ?', [
      client,
    ]);
    await signUp(app, owner.id, { phone: card.phone, name: 'Ny tilmelding' });
    // A site moved on, so the owner's pages have amounts to compare.
    await request(app.getHttpServer())
      .put(`/api/clients/${client}/sites/Unibet`)
      .set('Authorization', owner.bearer)
      .send({ state: 'deposited', deposit: 100 })
      .expect(200);
    // A task exists only on the customer's page, opened with the link.
    byHand['/api/tasks'] = (await openTasks(client, owner)).task;
    // A funnel step is a count, not a row with an id: its tag is what a list could show.
    await request(app.getHttpServer())
      .post('/api/public/events')
      .send({ admin: owner.id, step: 'welcome', src: 'ejerens-kilde' })
      .expect(204);
    // A passkey of the owner's (its key need not be real: the sweep never signs in with it).
    await sql(
      app,
      "insert into passkeys (id, admin_id, credential_id, public_key, name) values (gen_random_uuid(), ?, ?, '\\x00', 'Ejerens nøgle')",
      [owner.id, `cred-${owner.id}`],
    );
    await learnFromLists();
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
    const byBody = routes.filter((r) => !r.path.includes(':') && bodyNamesOwnersRow(r));
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
    for (const route of lists) {
      const res = await call(route, intruder.bearer);
      // A CSV answer (the payments export) has no JSON body: its text is what it shows.
      const body = `${JSON.stringify(res.body)}${res.text ?? ''}`;
      for (const secret of secrets())
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
      [client],
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
      rows.filter((row) => row.id === client || row.client_id === client);
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
          (r.path.includes(':') || bodyNamesOwnersRow(r)) &&
          !PUBLIC.has(key(r)) &&
          !SUPERADMIN_ONLY(r) &&
          !TASK_SESSION(r) &&
          !STREAMING.has(key(r)),
      );
      for (const route of withIds) {
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
        `/api/clients/${client}`,
        `/api/clients/${client}/notes`,
        `/api/clients/${client}/events`,
        `/api/clients/${client}/sites`,
        `/api/clients/${client}/bet-plans`,
        `/api/bet-plans/${ids['/api/bet-plans']}`,
        `/api/clients/${client}/payments`,
        `/api/clients/${client}/statement`,
      ]) {
        const [theirs, owners] = await Promise.all([as(path, owner), as(path, bureauOwner)]);
        expect({ path, body: owners.body }).toEqual({ path, body: theirs.body });
      }
      const sites = await as(`/api/clients/${client}/sites`, bureauOwner);
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
      expect(theirs.body.map((c: { id: string }) => c.id)).toContain(client);
      expect(theirs.body).toEqual((await list(owner)).body);
      expect(JSON.stringify((await list(bureauOwner)).body)).not.toContain(client);
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
        for (const secret of secrets())
          expect({ route: key(route), leaked: body.includes(secret) }).toEqual({
            route: key(route),
            leaked: false,
          });
      }
    });

    it("records the owner's views as the owner's, naming the customer and the recruiter's list", async () => {
      await request(app.getHttpServer())
        .get(`/api/clients/${client}`)
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
          ['client.viewed', client],
          ['client.notes_viewed', client],
          ['client.events_viewed', client],
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
