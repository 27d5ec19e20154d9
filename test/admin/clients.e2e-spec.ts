import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, createReferral, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const list = (app: INestApplication, admin: TestAdmin, query: Record<string, unknown>) =>
  request(app.getHttpServer())
    .get('/api/clients')
    .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
    .set('Authorization', admin.bearer);

describe('recruiter works the customer list (/api/clients)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
    await createReferral(app, admin, '4321');
    ids.bo = await signUp(app, admin.id, { name: 'Bo Berg', sites: ['Unibet', 'Bwin', 'Bet25'] });
    ids.anna = await signUp(app, admin.id, {
      name: 'Anna Ahl',
      sites: 'clean',
      phone: '+4511223344',
    });
    ids.carl = await signUp(app, admin.id, { name: 'Carl Ck', sites: ['Unibet'] });
    ids.foreign = await signUp(app, other.id, { name: 'Other Admins Kunde' });
  });
  afterAll(() => app.close());

  it('lists only own clients, with the react-admin Content-Range', async () => {
    const res = await list(app, admin, { sort: ['createdAt', 'ASC'], range: [0, 24] }).expect(200);
    expect(res.body.map((c: { id: string }) => c.id)).toEqual([ids.bo, ids.anna, ids.carl]);
    expect(res.headers['content-range']).toBe('clients 0-2/3');
  });

  it('sorts by name and by number of sites, both directions', async () => {
    const byName = await list(app, admin, { sort: ['name', 'DESC'] }).expect(200);
    expect(byName.body.map((c: { name: string }) => c.name)).toEqual([
      'Carl Ck',
      'Bo Berg',
      'Anna Ahl',
    ]);
    const bySites = await list(app, admin, { sort: ['siteCount', 'ASC'] }).expect(200);
    expect(bySites.body.map((c: { siteCount: number }) => c.siteCount)).toEqual([0, 1, 3]);
  });

  it('pages with range and reports the total', async () => {
    const res = await list(app, admin, { sort: ['name', 'ASC'], range: [1, 1] }).expect(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Bo Berg']);
    expect(res.headers['content-range']).toBe('clients 1-1/3');
  });

  it("serves react-admin's export page of 1000 rows, and refuses a bigger page instead of cutting it", async () => {
    const res = await list(app, admin, { range: [0, 999] }).expect(200);
    expect(res.headers['content-range']).toBe('clients 0-2/3');
    const tooBig = await list(app, admin, { range: [0, 1000] }).expect(400);
    expect(tooBig.body.errors.range).toBe('En side kan højst have 1000 rækker');
  });

  it('searches name, email and phone with q, and filters by id list', async () => {
    expect(
      (await list(app, admin, { filter: { q: 'ahl' } })).body.map((c: { id: string }) => c.id),
    ).toEqual([ids.anna]);
    expect(
      (await list(app, admin, { filter: { q: '11223344' } })).body.map((c: { id: string }) => c.id),
    ).toEqual([ids.anna]);
    // A number as a Dane writes it, with spaces, is matched on its digits.
    for (const q of ['1122 3344', '+45 11 22 33 44'])
      expect(
        (await list(app, admin, { filter: { q } })).body.map((c: { id: string }) => c.id),
      ).toEqual([ids.anna]);
    expect((await list(app, admin, { filter: { q: '%' } })).body).toEqual([]);
    const byIds = await list(app, admin, { filter: { id: [ids.bo, ids.foreign] } }).expect(200);
    expect(byIds.body.map((c: { id: string }) => c.id)).toEqual([ids.bo]);
  });

  it.each([
    ['an unknown sort field', { sort: ['password_hash', 'ASC'] }],
    ['a sort that is not JSON', { sort: 'name' }],
    ['a non-boolean archived filter', { filter: { archived: 'yes' } }],
    ['a negative range', { range: [-1, 5] }],
  ])('answers 400 for %s', async (_case, query) => {
    const res = await request(app.getHttpServer())
      .get('/api/clients')
      .query(
        Object.fromEntries(
          Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
      )
      .set('Authorization', admin.bearer)
      .expect(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('shows one own client, and 404 for another admin’s client or a malformed id', async () => {
    const res = await request(app.getHttpServer())
      .get(`/api/clients/${ids.bo}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body).toMatchObject({
      id: ids.bo,
      name: 'Bo Berg',
      sites: ['Unibet', 'Bwin', 'Bet25'],
      siteCount: 3,
    });
    await request(app.getHttpServer())
      .get(`/api/clients/${ids.foreign}`)
      .set('Authorization', admin.bearer)
      .expect(404);
    await request(app.getHttpServer())
      .get('/api/clients/not-a-uuid')
      .set('Authorization', admin.bearer)
      .expect(404);
  });

  it('archives in one go: personal data blanked in the table, date, sites and referral kept', async () => {
    const id = await signUp(app, admin.id, {
      name: 'Dorte Dahl',
      referal: '4321',
      sites: ['Bwin'],
    });
    const res = await request(app.getHttpServer())
      .post(`/api/clients/${id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      name: 'not available',
      email: 'not available',
      phone: 'not available',
      birthDate: null,
      referralCode: '4321',
      sites: ['Bwin'],
      archivedBy: admin.id,
      archivedAt: expect.any(String),
    });
    const [row] = await sql(
      app,
      'select name, email, phone, birth_date from clients where id = ?',
      [id],
    );
    expect(row).toEqual({
      name: 'not available',
      email: 'not available',
      phone: 'not available',
      birth_date: null,
    });

    const archived = await list(app, admin, { filter: { archived: true } }).expect(200);
    expect(archived.body.map((c: { id: string }) => c.id)).toEqual([id]);
    const active = await list(app, admin, { filter: { archived: false } }).expect(200);
    expect(active.body.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('says so when a client is archived twice, changing nothing', async () => {
    const id = await signUp(app, admin.id);
    const first = await request(app.getHttpServer())
      .post(`/api/clients/${id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const second = await request(app.getHttpServer())
      .post(`/api/clients/${id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(409);
    expect(second.body.message).toBe('Kunden er allerede arkiveret');
    const [row] = await sql<{ archived_at: Date }>(
      app,
      'select archived_at from clients where id = ?',
      [id],
    );
    expect(new Date(row.archived_at).toISOString()).toBe(first.body.archivedAt);
  });

  it('archives exactly once under 50 parallel requests', async () => {
    const id = await signUp(app, admin.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(app.getHttpServer())
          .post(`/api/clients/${id}/archive`)
          .set('Authorization', admin.bearer),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
  });

  it('does not archive another admin’s client (404, data unchanged)', async () => {
    await request(app.getHttpServer())
      .post(`/api/clients/${ids.foreign}/archive`)
      .set('Authorization', admin.bearer)
      .expect(404);
    const [row] = await sql(app, 'select name, archived_at from clients where id = ?', [
      ids.foreign,
    ]);
    expect(row).toEqual({ name: 'Other Admins Kunde', archived_at: null });
  });

  it('lets a visitor sign up again once the old card is archived', async () => {
    const id = await signUp(app, admin.id, { email: 'again@example.dk', phone: '+4599887766' });
    await request(app.getHttpServer())
      .post(`/api/clients/${id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const again = await signUp(app, admin.id, { email: 'again@example.dk', phone: '+4599887766' });
    expect(again).not.toBe(id);
  });
});
