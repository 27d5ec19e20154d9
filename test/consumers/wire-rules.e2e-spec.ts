import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signUp, type TestAdmin } from '../support/builders.js';
import { apiRoutes, routeKey } from '../support/routes.js';
import { createTestApp } from '../support/test-app.js';

/** PRODUCT.md §8's rules that a consumer meets beyond the provider's happy path. */
describe('the wire rules every resource follows', () => {
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

  /** Every react-admin resource the router has: a list `GET /api/x` beside a `GET /api/x/:id`. */
  const resources = () => {
    const keys = new Set(apiRoutes(app as NestExpressApplication).map(routeKey));
    return [...keys]
      .map((key) => /^GET \/api\/([\w-]+)$/.exec(key)?.[1])
      .filter((name): name is string => !!name && keys.has(`GET /api/${name}/:id`));
  };

  it('finds the resources in the router', () => {
    expect(resources()).toEqual(
      expect.arrayContaining(['clients', 'referrals', 'ratings', 'bet-plans', 'admins']),
    );
  });

  it('sorts every resource by id and says */N on an empty page', async () => {
    for (const resource of resources()) {
      await get(`/api/${resource}?sort=${encodeURIComponent('["id","ASC"]')}`).expect(200);
      const empty = await get(`/api/${resource}?range=${encodeURIComponent('[500,524]')}`);
      expect({ resource, status: empty.status, body: empty.body }).toEqual({
        resource,
        status: 200,
        body: [],
      });
      expect(empty.headers['content-range']).toMatch(new RegExp(`^${resource} \\*/\\d+$`));
    }
  });

  it('refuses on every resource a filter it does not know, naming the ones it does', async () => {
    for (const resource of resources()) {
      const res = await get(`/api/${resource}?filter=${encodeURIComponent('{"ownerId":"x"}')}`);
      expect({ resource, status: res.status }).toEqual({ resource, status: 400 });
      expect(res.body.errors['filter.ownerId']).toMatch(/^Ukendt filter ownerId; brug id/);
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
