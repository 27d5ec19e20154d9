import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signUp, type TestAdmin } from '../support/builders.js';
import { filterKeys, type Parameter } from '../support/openapi-walk.js';
import { apiRoutes, routeKey } from '../support/routes.js';
import { createTestApp } from '../support/test-app.js';

/** Lists with no `GET /:id` beside them, each with why. */
const LIST_ONLY: Record<string, string> = {
  '/api/audit': 'the log is read in its list: an entry has no page of its own',
  '/api/notifications/deliveries': 'a sending is read in its list: it has no page of its own',
  '/api/events': "a timeline line is read in its customer's timeline: it has no page of its own",
  '/api/site-progress':
    "a site's progress is read in its customer's list, changed at its nested address",
};

interface ListDocument {
  paths: Record<
    string,
    {
      get?: {
        parameters?: Parameter[];
        responses: Record<string, { headers?: Record<string, { description?: string }> }>;
      };
    }
  >;
}

/** PRODUCT.md §8's rules that a consumer meets beyond the provider's happy path. */
describe('the wire rules every list and resource follows', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let referralId: string;
  const get = (url: string) =>
    request(app.getHttpServer()).get(url).set('Authorization', admin.bearer);
  const put = (url: string, body: object) =>
    request(app.getHttpServer()).put(url).set('Authorization', admin.bearer).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    // A super-admin, so the super-admin's resources are checked too.
    admin = await createAdmin(app, AdminRole.SuperAdmin);
    await signUp(app, admin.id);
    const referral = await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send({ name: 'Ref', email: 'ref@example.dk', phone: '12345678', code: '2222' })
      .expect(201);
    referralId = referral.body.id;
  });
  afterAll(() => app.close());

  /**
   * Every list (the OpenAPI document's operations with `sort`, `range` and `filter`: `ApiList`),
   * by its path and the name its Content-Range carries.
   */
  const lists = async () => {
    const document = (await get('/api/docs/openapi.json').expect(200)).body as ListDocument;
    return Object.entries(document.paths).flatMap(([path, item]) => {
      const op = item.get;
      const params = op?.parameters ?? [];
      const names = params.map((param) => param.name);
      if (!['sort', 'range', 'filter'].every((name) => names.includes(name))) return [];
      const range = op?.responses['200']?.headers?.['Content-Range']?.description ?? '';
      const filters = filterKeys(params.find((param) => param.name === 'filter')!);
      return [{ path, resource: /^`([\w-]+) /.exec(range)?.[1] ?? '', filters }];
    });
  };

  it('finds the lists in the OpenAPI document, each resource of the router among them', async () => {
    const found = await lists();
    expect(found.map((list) => list.path)).toEqual(
      expect.arrayContaining([
        '/api/clients',
        '/api/referrals',
        '/api/ratings',
        '/api/bet-plans',
        '/api/admins',
      ]),
    );
    for (const list of found) expect(list.resource).not.toBe('');
    // A resource (a list beside a `GET /:id`) must be documented as a list, or this test skips it.
    const keys = new Set(apiRoutes(app as NestExpressApplication).map(routeKey));
    const resources = [...keys]
      .map((key) => /^GET (\/api\/[\w/-]+)$/.exec(key)?.[1])
      .filter((path): path is string => !!path && keys.has(`GET ${path}/:id`));
    expect(found.map((list) => list.path)).toEqual(expect.arrayContaining(resources));
  });

  it('has a GET /:id and an id filter beside every list, or says here why it has none', async () => {
    const keys = new Set(apiRoutes(app as NestExpressApplication).map(routeKey));
    const found = await lists();
    const alone = found
      .filter((list) => !keys.has(`GET ${list.path}/:id`))
      .map((list) => list.path);
    expect(alone.sort()).toEqual(Object.keys(LIST_ONLY).sort());
    // react-admin's getMany (a reference to the resource) asks its list with `filter: { id: [...] }`.
    for (const list of found.filter((l) => !alone.includes(l.path)))
      expect({ path: list.path, id: list.filters.includes('id') }).toEqual({
        path: list.path,
        id: true,
      });
  });

  it('sorts every list by id and says */N on an empty page', async () => {
    for (const { path, resource } of await lists()) {
      await get(`${path}?sort=${encodeURIComponent('["id","ASC"]')}`).expect(200);
      // Far past any row: the audit log and other shared lists grow with every test file.
      const empty = await get(`${path}?range=${encodeURIComponent('[1000000,1000024]')}`);
      expect({ path, status: empty.status, body: empty.body }).toEqual({
        path,
        status: 200,
        body: [],
      });
      expect(empty.headers['content-range']).toMatch(new RegExp(`^${resource} \\*/\\d+$`));
    }
  });

  it('refuses on every list a filter it does not know, naming the ones it does', async () => {
    for (const { path, filters } of await lists()) {
      const res = await get(`${path}?filter=${encodeURIComponent('{"ownerId":"x"}')}`);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.errors['filter.ownerId']).toBe(
        `Ukendt filter ownerId; brug ${filters.join(', ')}`,
      );
    }
  });

  it('refuses a record whose id differs from its address, and fields that are not part of the record', async () => {
    const other = await put(`/api/referrals/${referralId}`, {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'X',
    }).expect(400);
    expect(other.body.errors.id).toBe('id i indholdet passer ikke med adressen');
    const foreign = await put(`/api/referrals/${referralId}`, {
      name: 'X',
      adminId: admin.id,
    }).expect(400);
    expect(Object.keys(foreign.body.errors)).toEqual(['adminId']);
    await put('/api/settings/me', { id: 'you' }).expect(400);
    expect((await get(`/api/referrals/${referralId}`)).body.name).toBe('Ref');
  });

  it('ignores the read-only fields of a whole record instead of applying them', async () => {
    const res = await put(`/api/referrals/${referralId}`, {
      id: referralId,
      name: 'Ref',
      clientCount: 99,
      createdAt: '2000-01-01',
    }).expect(200);
    expect(res.body.clientCount).toBe(0);
  });
});
