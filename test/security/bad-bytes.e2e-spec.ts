import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { DATABASE_DOWN } from '../../src/common/http-exception.filter.js';
import { createAdmin, signIn, signUp, signupBody, type TestAdmin } from '../support/builders.js';
import { apiRoutes, type Route, routeKey, STREAMING, untilHeaders } from '../support/routes.js';
import { createTestApp } from '../support/test-app.js';

/** A JSON array nested `depth` deep, as text (JSON.stringify would itself overflow). */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Text an attacker types: NUL and other control bytes, lone surrogates, SQL, huge runs. */
const badText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '\u0000',
    'Anna\u0000Jensen',
    '\ud800',
    '\uffff\ufffe',
    '\u001b[2J',
    "'; drop table clients; --",
    'timeout',
    'Connection terminated',
    'ECONNREFUSED',
    '../../../etc/passwd',
    '__proto__',
    '00000000-0000-4000-8000-000000000000\u0000',
  ),
  fc.integer({ min: 1_000, max: 99_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
);

/** A value for a body field, as JSON text: bad text, wrong types, or structures nested very deep. */
const badJson = fc.oneof(
  badText.map((s) => JSON.stringify(s)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom('1e400', '-0', '9007199254740993', 'true', 'null', '{}', '[]'),
  fc.integer({ min: 100, max: 40_000 }).map(deepArray),
  fc.integer({ min: 100, max: 20_000 }).map(deepObject),
);

/** Every UTF-8 byte percent-encoded (encodeURIComponent refuses lone surrogates). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** A path segment: bad text percent-encoded, or encodings that are themselves broken. */
const badSegment = fc.oneof(
  badText.map((s) => percentEncoded(s.slice(0, 2_000))),
  fc.constantFrom(
    '%00',
    'a%00',
    '%',
    '%E0%A4%A',
    '%C0%80',
    '%ED%A0%80',
    '%FF',
    '..%2F..%2F',
    '%2e%2e',
    'me%00',
  ),
);

const leafPaths = (value: unknown, prefix: string[] = []): string[][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))
    : [prefix];

/** The template as JSON text with the value at `path` replaced by raw JSON text. */
function withValue(template: object, path: string[], json: string): string {
  const copy = structuredClone(template) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1) ?? 'extra'] = '\u0001PLACEHOLDER\u0001';
  return JSON.stringify(copy).replace(JSON.stringify('\u0001PLACEHOLDER\u0001'), () => json);
}

describe('bad bytes at every route: 400, never 5xx, never the database-down path', () => {
  let app: NestExpressApplication;
  let owner: TestAdmin;
  let superadmin: TestAdmin;
  let routes: Route[];
  const ids: Record<string, string> = {};
  const templates: Record<string, object> = {};

  beforeAll(async () => {
    app = (await createTestApp({}, undefined, { record: false })) as NestExpressApplication;
    owner = await createAdmin(app);
    superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    ids.client = await signUp(app, owner.id);
    routes = apiRoutes(app);
    const odds = [{ site: 'Unibet', home: 2, draw: 3.1, away: '4,2' }];
    const referral = { name: 'Bo Hansen', email: 'bo@example.dk', phone: '12345678', code: '4321' };
    Object.assign(templates, {
      'POST /api/start': signupBody(owner.id),
      'POST /api/referal': { referal: '1234', admin: owner.id },
      'POST /api/ratings': { admin: owner.id, stars: 4, comment: 'Fin service' },
      'POST /api/auth/login': { email: 'nobody@example.dk', password: 'not-the-password-at-all' },
      'POST /api/auth/password': {
        currentPassword: 'not-the-password-at-all',
        newPassword: 'et-helt-nyt-kodeord-til-test',
      },
      'POST /api/referrals': referral,
      'PUT /api/referrals/:id': referral,
      'PUT /api/settings/:id': {
        texts: {
          welcome: { title: 'Hej', text: 'Velkommen' },
          sitesPage: { title: 'S', text: 'T' },
        },
        sites: [{ name: 'Unibet', stake: 1000 }],
      },
      'POST /api/clients/:clientId/bet-plans': { odds },
      'POST /api/bet-plans': { clientId: ids.client, odds },
      'POST /api/admins': { email: 'ny@example.dk', password: 'et-langt-kodeord-til-fuzz' },
    });
  });
  afterAll(() => app.close());

  const send = async (
    route: Route,
    path: string,
    bearer: string | undefined,
    query: string,
    body?: string | Buffer,
  ) => {
    const server = request(app.getHttpServer());
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const req = server[method](`${path}${query}`);
    if (bearer) req.set('Authorization', bearer);
    if (STREAMING.has(routeKey(route))) return untilHeaders(req);
    if (body === undefined) return req;
    return req.set('Content-Type', 'application/json').send(body);
  };

  const serverFailed = (res: request.Response) =>
    res.status >= 500 || res.body?.message === DATABASE_DOWN;

  it('answers the cases that were found with 400 and a Danish message', async () => {
    const nul = 'Anna\u0000Jensen';
    const cases: [string, string, object | string | undefined][] = [
      ['GET', `/api/clients/${ids.client}%00`, undefined],
      ['GET', '/api/clients/%00', undefined],
      ['POST', `/api/clients/a%00b/archive`, undefined],
      ['GET', `/api/clients?filter=${encodeURIComponent(JSON.stringify({ q: nul }))}`, undefined],
      ['POST', '/api/start', { ...signupBody(owner.id), name: nul }],
      ['POST', '/api/start', { ...signupBody(owner.id), email: 'anna\u0000@example.dk' }],
      ['POST', '/api/ratings', { admin: owner.id, stars: 3, comment: nul }],
      ['POST', '/api/referal', { admin: `${owner.id}\u0000`, referal: '1234' }],
      ['PUT', '/api/settings/me', { texts: { welcome: { title: nul, text: 'x' } } }],
      ['POST', '/api/auth/login', { email: `${owner.email}\u0000`, password: 'whatever-it-is' }],
      ['POST', '/api/start', `{"name":${deepArray(40_000)}}`],
      ['POST', '/api/referrals', deepArray(40_000)],
    ];
    const answers = [];
    for (const [method, path, body] of cases) {
      const json = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
      const res = await send({ method, path }, path, owner.bearer, '', json);
      answers.push({
        method,
        path: path.slice(0, 60),
        status: res.status,
        message: res.body?.message,
      });
    }
    expect(answers).toEqual(
      answers.map((a) => ({ ...a, status: 400, message: expect.stringMatching(/[a-zæøå]{3}/) })),
    );
  });

  it('never answers 5xx to garbage in the path, the query or the body of any route', async () => {
    const failures: string[] = [];
    const actors = fc.constantFrom<'anonymous' | 'owner' | 'superadmin'>(
      'anonymous',
      'owner',
      'superadmin',
    );
    const query = fc.oneof(
      fc.constant(''),
      fc
        .dictionary(
          fc.constantFrom('sort', 'range', 'filter', 'q', 'customer', 'data', 'from', '__proto__'),
          fc.oneof(badJson, badText).map((s) => percentEncoded(s.slice(0, 3_000))),
          { maxKeys: 3 },
        )
        .map(
          (q) =>
            `?${Object.entries(q)
              .map(([k, v]) => `${k}=${v}`)
              .join('&')}`,
        ),
      fc.constantFrom(
        '?filter=%00',
        '?sort=%5B%22name%00%22%2C%22ASC%22%5D',
        '?range=%5B0%2C1e400%5D',
      ),
    );
    for (const route of routes) {
      const key = routeKey(route);
      const template = templates[key] ?? {};
      const leaves = leafPaths(template);
      const paths = leaves.length ? leaves : [[]];
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const body = fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .tuple(fc.constantFrom(...paths), badJson)
            .map(([p, v]) => withValue(template, p, v)),
        },
        { weight: 1, arbitrary: badJson },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)) },
      );
      const segment = fc.oneof(
        { weight: 3, arbitrary: badSegment },
        // Real ids, so the body is what gets judged (never on a delete: it would work).
        {
          weight: route.method === 'DELETE' ? 0 : 1,
          arbitrary: fc.constantFrom(ids.client, owner.id, 'me'),
        },
      );
      const property = fc.asyncProperty(
        actors,
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        query,
        hasBody ? body : fc.constant(undefined),
        async (actor, segments, q, payload) => {
          let i = 0;
          const path = route.path.replace(/:\w+/g, () => segments[i++]);
          // Signing out ends the session: that route gets a session of its own each time.
          const bearer =
            actor === 'anonymous'
              ? undefined
              : key === 'POST /api/auth/logout'
                ? `Bearer ${await signIn(app, owner.email, owner.password)}`
                : (actor === 'owner' ? owner : superadmin).bearer;
          const res = await send(route, path, bearer, q, payload);
          if (serverFailed(res))
            throw new Error(
              `${res.status} ${res.body?.message} for ${route.method} ${path.slice(0, 80)}${q.slice(0, 80)}`,
            );
        },
      );
      const result = await fc.check(property, { numRuns: 30, endOnFailure: true });
      if (result.failed) failures.push(`${key}: ${String(result.errorInstance).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
    // The server is still fine afterwards (asked as the super-admin: a real id may have closed the
    // recruiter's account through POST /api/admins/:id/deactivate, which then ends their sessions).
    await request(app.getHttpServer()).get('/api/health').expect(200);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', superadmin.bearer)
      .expect(200);
  }, 300_000);
});
