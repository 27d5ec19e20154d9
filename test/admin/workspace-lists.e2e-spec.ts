import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('the workspace: client list filters and sorts', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  const ids: Record<string, string> = {};
  const api = () => request(app.getHttpServer());
  const list = (query: Record<string, unknown>) =>
    api()
      .get('/api/clients')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Authorization', admin.bearer);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    const other = await createAdmin(app);
    for (const name of ['a', 'b', 'c', 'd'])
      ids[name] = await signUp(app, admin.id, { sites: 'clean' });
    ids.stranger = await signUp(app, other.id);
    const put = (id: string, body: object) =>
      api().put(`/api/clients/${id}`).set('Authorization', admin.bearer).send(body).expect(200);
    // a: due earlier today-ish (an hour ago), b: due tomorrow-plus, c: no follow-up, d: overdue, archived later.
    await put(ids.a, {
      status: 'contacted',
      nextContactAt: new Date(Date.now() - 3600_000).toISOString(),
    });
    await put(ids.b, {
      status: 'meeting',
      nextContactAt: new Date(Date.now() + 3 * 86400_000).toISOString(),
    });
    await put(ids.c, { status: 'contacted' });
    await put(ids.d, { nextContactAt: '2020-01-01T08:00:00Z' });
    await api()
      .put(`/api/clients/${ids.b}/sites/Unibet`)
      .set('Authorization', admin.bearer)
      .send({ withdrawn: 900 })
      .expect(200);
    await api()
      .put(`/api/clients/${ids.c}/sites/Unibet`)
      .set('Authorization', admin.bearer)
      .send({ deposit: 300 })
      .expect(200);
    // Activity in a known order: d oldest ... a newest.
    for (const [i, name] of ['d', 'c', 'b', 'a'].entries())
      await sql(app, 'update clients set last_activity_at = ? where id = ?', [
        new Date(Date.UTC(2026, 0, 1 + i)),
        ids[name],
      ]);
  }, 60_000);
  afterAll(() => app.close());

  const idsOf = (body: { id: string }[]) =>
    body.map((c) => Object.entries(ids).find(([, id]) => id === c.id)?.[0]);

  it('filters by one status or a list of them', async () => {
    expect(
      idsOf(
        (await list({ filter: { status: 'contacted' }, sort: ['id', 'ASC'] }).expect(200)).body,
      ).sort(),
    ).toEqual(['a', 'c']);
    const many = await list({ filter: { status: ['meeting', 'new'] } }).expect(200);
    expect(idsOf(many.body).sort()).toEqual(['b', 'd']);
    expect(many.headers['content-range']).toBe('clients 0-1/2');
    const bad = await list({ filter: { status: 'won' } }).expect(400);
    expect(bad.body.errors['filter.status']).toMatch(/status skal være en af/);
  }, 30_000);

  it('filters the due follow-ups (before the end of today, Copenhagen), active cards only', async () => {
    expect(idsOf((await list({ filter: { due: true } }).expect(200)).body).sort()).toEqual([
      'a',
      'd',
    ]);
    expect(idsOf((await list({ filter: { due: false } }).expect(200)).body).sort()).toEqual([
      'b',
      'c',
    ]);
    await list({ filter: { due: 'ja' } }).expect(400);
  }, 30_000);

  it('sorts by next contact, last activity and profit', async () => {
    expect(idsOf((await list({ sort: ['nextContactAt', 'ASC'] }).expect(200)).body)).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
    expect(idsOf((await list({ sort: ['lastActivityAt', 'DESC'] }).expect(200)).body)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    const byProfit = (await list({ sort: ['profit', 'DESC'] }).expect(200)).body as {
      id: string;
      profit: number;
    }[];
    expect(idsOf(byProfit)[0]).toBe('b');
    expect(idsOf(byProfit).at(-1)).toBe('c');
    expect(byProfit.map((c) => c.profit)).toEqual([900, 0, 0, -300]);
  }, 30_000);
});
