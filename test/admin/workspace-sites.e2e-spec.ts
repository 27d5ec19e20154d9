import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { AdminRole } from '../../src/common/admin-role.js';
import { createTestApp } from '../support/test-app.js';

interface SiteRow {
  id: string;
  site: string;
  state: string;
  deposit: number;
  withdrawn: number;
  updatedAt: string | null;
}

describe('the workspace: site progress and money', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
  }, 60_000);
  afterAll(() => app.close());

  const sites = async (id: string) =>
    (await api().get(`/api/clients/${id}/sites`).set('Authorization', admin.bearer).expect(200))
      .body as SiteRow[];
  const put = (id: string, site: string, body: object, who = admin) =>
    api()
      .put(`/api/clients/${id}/sites/${encodeURIComponent(site)}`)
      .set('Authorization', who.bearer)
      .send(body);
  const client = async (id: string) =>
    (await api().get(`/api/clients/${id}`).set('Authorization', admin.bearer).expect(200)).body;

  it("lists one row per site of the admin's list, in its order, with `had` from the signup", async () => {
    const id = await signUp(app, admin.id, { sites: ['Bet365'] });
    const settings = (
      await api().get('/api/settings/me').set('Authorization', admin.bearer).expect(200)
    ).body as { sites: { name: string }[] };
    const rows = await sites(id);
    expect(rows.map((r) => r.site)).toEqual(settings.sites.map((s) => s.name));
    expect(rows.find((r) => r.site === 'Bet365')).toMatchObject({ state: 'had', deposit: 0 });
    expect(rows.filter((r) => r.state === 'had')).toHaveLength(1);
    expect(rows.find((r) => r.site === 'Unibet')).toEqual({
      id: 'Unibet',
      site: 'Unibet',
      state: 'none',
      deposit: 0,
      withdrawn: 0,
      updatedAt: null,
      wageringLeft: null,
      wageringDeadline: null,
    });
  }, 30_000);

  it('records state and amounts, derives the profit and logs each change', async () => {
    const id = await signUp(app, admin.id, { sites: 'clean' });
    const row = (await put(id, 'unibet', { state: 'deposited', deposit: 1000 }).expect(200)).body;
    expect(row).toMatchObject({ id: 'Unibet', site: 'Unibet', state: 'deposited', deposit: 1000 });
    // The whole row sent back, as the panel's edit does.
    await put(id, 'Unibet', { ...row, state: 'withdrawn', withdrawn: 1600 }).expect(200);
    await put(id, 'Bet365', { deposit: 500 }).expect(200);
    expect((await client(id)).profit).toBe(1600 - 1000 - 500);
    await put(id, 'Bet365', { deposit: 200, withdrawn: 450 }).expect(200);
    expect((await client(id)).profit).toBe(1600 - 1000 - 200 + 450);
    const [{ profit }] = await sql<{ profit: number }>(
      app,
      `select c.profit - coalesce((select sum(withdrawn - deposit) from client_site_progress p
          where p.client_id = c.id), 0) as profit from clients c where c.id = ?`,
      [id],
    );
    expect(Number(profit)).toBe(0);
    const events = (
      await api().get(`/api/clients/${id}/events`).set('Authorization', admin.bearer).expect(200)
    ).body as { type: string; data: Record<string, unknown> }[];
    expect(events.filter((e) => e.type === 'site_progress')).toHaveLength(4);
    expect(events[0].data).toMatchObject({
      site: 'Bet365',
      state: 'none',
      deposit: 200,
      withdrawn: 450,
      depositChange: -300,
      withdrawnChange: 450,
    });
  }, 30_000);

  it('refuses to set or leave `had`, negative or fractional amounts, and sites not on the list', async () => {
    const id = await signUp(app, admin.id, { sites: ['Bet365'] });
    expect((await put(id, 'Bet365', { state: 'created' }).expect(400)).body.errors.state).toMatch(
      /allerede en konto/,
    );
    expect((await put(id, 'Unibet', { state: 'had' }).expect(400)).body.errors.state).toMatch(
      /tilmeldingen/,
    );
    await put(id, 'Bet365', { state: 'had' }).expect(200);
    await put(id, 'Unibet', { deposit: -1 }).expect(400);
    await put(id, 'Unibet', { withdrawn: 1.5 }).expect(400);
    await put(id, 'Unibet', { state: 'won' }).expect(400);
    await put(id, 'Unibet', { site: 'x', adminId: 'y' }).expect(400);
    const missing = await put(id, 'Ikke En Side', { state: 'created' }).expect(404);
    expect(missing.body.message).toBe('Siden er ikke på din liste');
    expect((await sites(id)).find((r) => r.site === 'Bet365')?.state).toBe('had');
    expect((await sites(id)).find((r) => r.site === 'Unibet')?.state).toBe('none');
  }, 30_000);

  it("keeps another admin out (404) and an archived client's progress read-only (409)", async () => {
    const id = await signUp(app, admin.id);
    await put(id, 'Unibet', { state: 'created' }, other).expect(404);
    await api().get(`/api/clients/${id}/sites`).set('Authorization', other.bearer).expect(404);
    await api().post(`/api/clients/${id}/archive`).set('Authorization', admin.bearer).expect(200);
    await put(id, 'Unibet', { state: 'created' }).expect(409);
  }, 30_000);

  it('lists the same rows as a flat resource by filter.clientId, to the owner too, never to another admin', async () => {
    const id = await signUp(app, admin.id, { sites: ['Bet365'] });
    await put(id, 'Unibet', { state: 'deposited', deposit: 100 }).expect(200);
    const flat = (filter: object, who = admin, query: object = {}) =>
      api()
        .get('/api/site-progress')
        .query({ filter: JSON.stringify(filter), ...query })
        .set('Authorization', who.bearer);
    const rows = await sites(id);
    const page = await flat({ clientId: id }).expect(200);
    expect(page.body).toEqual(rows);
    expect(page.headers['content-range']).toBe(`site-progress 0-${rows.length - 1}/${rows.length}`);
    const last = await flat({ clientId: id }, admin, {
      sort: '["position","DESC"]',
      range: '[0,0]',
    }).expect(200);
    expect(last.body).toEqual([rows[rows.length - 1]]);
    const owner = await createAdmin(app, AdminRole.SuperAdmin);
    expect((await flat({ clientId: id }, owner).expect(200)).body).toEqual(rows);
    await put(id, 'Unibet', { state: 'created' }, owner).expect(403);
    await flat({ clientId: id }, other).expect(404);
    const byName = await flat({ clientId: id }, admin, { sort: '["id","ASC"]' }).expect(200);
    expect(byName.body.map((row: { id: string }) => row.id)).toEqual(
      rows
        .map((row: { id: string }) => row.id)
        .sort((a: string, b: string) => a.localeCompare(b, 'da')),
    );
    // No customer named: no rows (a site's row belongs to one customer).
    const none = await flat({}).expect(200);
    expect({ body: none.body, range: none.headers['content-range'] }).toEqual({
      body: [],
      range: 'site-progress */0',
    });
  }, 30_000);

  it("marks a plan's sites bet_placed in one step, leaving sites further along", async () => {
    const id = await signUp(app, admin.id, { sites: 'clean' });
    await put(id, 'Bet365', { state: 'bonus' }).expect(200);
    const plan = await api()
      .post(`/api/clients/${id}/bet-plans`)
      .set('Authorization', admin.bearer)
      .send({
        odds: [
          { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 },
          { site: 'Bet365', home: 2.0, draw: 3.5, away: 3.8 },
          { site: 'LeoVegas', home: 1.9, draw: 3.6, away: 4.0 },
        ],
      })
      .expect(201);
    const planned = (plan.body.plan as { site: string; stake: number }[])
      .filter((line) => line.stake > 0)
      .map((line) => line.site);
    const res = await api()
      .post(`/api/bet-plans/${plan.body.id}/placed`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const rows = res.body as SiteRow[];
    expect(rows).toEqual(await sites(id));
    for (const site of planned) {
      expect(rows.find((r) => r.site === site)?.state).toBe(
        site === 'Bet365' ? 'bonus' : 'bet_placed',
      );
    }
    await api()
      .post(`/api/bet-plans/${plan.body.id}/placed`)
      .set('Authorization', other.bearer)
      .expect(404);
  }, 30_000);

  it('sums the money per month in the summary, with clients per status', async () => {
    const fresh = await createAdmin(app);
    const id = await signUp(app, fresh.id, { sites: 'clean' });
    await signUp(app, fresh.id);
    await put(id, 'Unibet', { deposit: 1000, withdrawn: 1800 }, fresh).expect(200);
    await api()
      .put(`/api/clients/${id}`)
      .set('Authorization', fresh.bearer)
      .send({ status: 'active' })
      .expect(200);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(
      new Date(),
    );
    const res = await api()
      .get(`/api/stats/summary?from=${today.slice(0, 8)}01&to=${today}`)
      .set('Authorization', fresh.bearer)
      .expect(200);
    expect(res.body).toEqual({
      from: `${today.slice(0, 8)}01`,
      to: today,
      clientsByStatus: { new: 1, contacted: 0, meeting: 0, active: 1, done: 0, lost: 0 },
      newClients: 2,
      deposited: 1000,
      withdrawn: 1800,
      profit: 800,
      profitByMonth: [{ month: today.slice(0, 7), profit: 800 }],
      // Settlement (§18): the customer holds the 800 kr profit; no fee is earned before done.
      feesEarned: 0,
      owedByCustomers: 800,
      owedToCustomers: 0,
      owedToReferrers: 0,
    });
    const year = (
      await api().get('/api/stats/summary').set('Authorization', fresh.bearer).expect(200)
    ).body;
    expect(year.profitByMonth).toHaveLength(12);
    expect(year.profitByMonth.at(-1)).toEqual({ month: today.slice(0, 7), profit: 800 });
    await api()
      .get('/api/stats/summary?from=2026-02-30')
      .set('Authorization', fresh.bearer)
      .expect(400);
    await api()
      .get('/api/stats/summary?from=2026-05-01&to=2026-04-01')
      .set('Authorization', fresh.bearer)
      .expect(400);
    const empty = (
      await api()
        .get('/api/stats/summary?from=2020-01-01&to=2020-02-29')
        .set('Authorization', admin.bearer)
        .expect(200)
    ).body;
    expect(empty).toMatchObject({
      newClients: 0,
      profit: 0,
      profitByMonth: [
        { month: '2020-01', profit: 0 },
        { month: '2020-02', profit: 0 },
      ],
    });
  }, 30_000);
});
