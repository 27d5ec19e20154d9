import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { todayInCopenhagen } from '../../rules/age.js';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe("the owner's leaderboard (GET /api/bureau/leaderboard)", () => {
  let app: INestApplication;
  let owner: TestAdmin;
  let busy: TestAdmin;
  let quiet: TestAdmin;
  const today = todayInCopenhagen();
  const api = () => request(app.getHttpServer());
  const board = (query: Record<string, string> = { from: today, to: today }, who = owner) =>
    api().get('/api/bureau/leaderboard').query(query).set('Authorization', who.bearer);
  const rowOf = (rows: { adminId: string }[], admin: TestAdmin) =>
    rows.find((row) => row.adminId === admin.id);

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAdmin(app, AdminRole.SuperAdmin);
    busy = await createAdmin(app);
    quiet = await createAdmin(app);
    const as = (path: string, method: 'put' | 'post', body: object) => {
      const server = api();
      const call = method === 'put' ? server.put(path) : server.post(path);
      return call
        .set('Authorization', busy.bearer)
        .send(body)
        .expect(method === 'put' ? 200 : 201);
    };
    const [first, second, third] = [
      await signUp(app, busy.id, { sites: ['Betfair'] }),
      await signUp(app, busy.id),
      await signUp(app, busy.id),
      await signUp(app, busy.id),
    ];
    await as(`/api/clients/${first}`, 'put', { status: 'contacted' });
    await as(`/api/clients/${second}`, 'put', { status: 'done' });
    await as(`/api/clients/${third}`, 'put', { status: 'lost' });
    await as(`/api/clients/${first}/sites/Unibet`, 'put', { state: 'deposited', deposit: 200 });
    await as(`/api/clients/${first}/sites/Unibet`, 'put', { state: 'withdrawn', withdrawn: 500 });
    await as(`/api/clients/${first}/payments`, 'post', {
      kind: 'advance',
      amount: 200,
      method: 'cash',
    });
    for (const step of ['welcome', 'welcome', 'welcome', 'sites', 'submitted'])
      await api().post('/api/public/events').send({ admin: busy.id, step }).expect(204);
    await signUp(app, quiet.id);
    await api()
      .post(`/api/admins/${quiet.id}/deactivate`)
      .set('Authorization', owner.bearer)
      .expect(200);
  });
  afterAll(() => app.close());

  it("gives each recruiter the period's figures: customers and how far they got, money, fees, what is owed, the funnel", async () => {
    const rows = (await board().expect(200)).body;
    expect(rowOf(rows, busy)).toEqual({
      adminId: busy.id,
      email: busy.email,
      role: 'admin',
      active: true,
      newClients: 4,
      contactedShare: 0.75,
      doneShare: 0.25,
      profit: 300,
      feesEarned: 1500,
      owedByCustomers: expect.any(Number),
      owedToCustomers: expect.any(Number),
      visits: 3,
      signups: 1,
    });
    expect(rowOf(rows, quiet)).toMatchObject({
      active: false,
      newClients: 1,
      contactedShare: 0,
      doneShare: 0,
      profit: 0,
      feesEarned: 0,
      visits: 0,
    });
    const emails = rows.map((row: { email: string }) => row.email);
    expect(emails).toEqual([...emails].sort());
  });

  it("agrees with each recruiter's own dashboard for the same period", async () => {
    const mine = await api()
      .get('/api/stats/summary')
      .query({ from: today, to: today })
      .set('Authorization', busy.bearer)
      .expect(200);
    const row = rowOf((await board().expect(200)).body, busy);
    for (const figure of [
      'newClients',
      'profit',
      'feesEarned',
      'owedByCustomers',
      'owedToCustomers',
    ] as const)
      expect({ figure, value: row?.[figure as never] }).toEqual({
        figure,
        value: mine.body[figure],
      });
  });

  it('keeps what is owed equal to the balances summed afresh, through every kind of change', async () => {
    const api2 = (path: string, method: 'put' | 'post' | 'delete', body?: object) => {
      const server = api();
      const call =
        method === 'put'
          ? server.put(path)
          : method === 'post'
            ? server.post(path)
            : server.delete(path);
      return call.set('Authorization', busy.bearer).send(body);
    };
    const fresh = async (admin: TestAdmin) => {
      const [sums] = await sql<{ by: number; to: number }>(
        app,
        `select coalesce(sum(greatest(b, 0)), 0)::int as by, coalesce(sum(greatest(-b, 0)), 0)::int as to
           from (select arbi_client_balance(profit, ledger, fee_model, fee_amount, fee_percent, status,
                                            withdrawn_sites) as b
                   from clients where admin_id = ?) balances`,
        [admin.id],
      );
      return { owedByCustomers: sums.by, owedToCustomers: sums.to };
    };
    const kept = async (admin: TestAdmin) => {
      const row = rowOf((await board().expect(200)).body, admin) as unknown as Record<
        string,
        number
      >;
      return { owedByCustomers: row.owedByCustomers, owedToCustomers: row.owedToCustomers };
    };
    const client = await signUp(app, busy.id, { sites: ['Betfair'] });
    const url = `/api/clients/${client}`;
    const steps: [string, 'put' | 'post' | 'delete', string, object | undefined, number][] = [
      ['a share agreement', 'put', url, { fee: { model: 'share', percent: 30 } }, 200],
      ['a deposit', 'put', `${url}/sites/Unibet`, { state: 'deposited', deposit: 400 }, 200],
      ['a withdrawal', 'put', `${url}/sites/Unibet`, { state: 'withdrawn', withdrawn: 1400 }, 200],
      ['a payout', 'post', `${url}/payments`, { kind: 'payout', amount: 250, method: 'bank' }, 201],
      ['done', 'put', url, { status: 'done' }, 200],
      ['archived', 'post', `${url}/archive`, undefined, 200],
      ['erased', 'delete', url, undefined, 200],
    ];
    for (const [step, method, path, body, status] of steps) {
      expect({ step, status: (await api2(path, method, body)).status }).toEqual({ step, status });
      expect({ step, kept: await kept(busy) }).toEqual({ step, kept: await fresh(busy) });
    }
    expect(await kept(busy)).not.toEqual({ owedByCustomers: 0, owedToCustomers: 0 });
  });

  it('rebuilds the fees of a period that has ended from the timeline, as the dashboard does, for each kind of agreement', async () => {
    const recruiter = await createAdmin(app);
    const as = (path: string, body: object) =>
      api().put(path).set('Authorization', recruiter.bearer).send(body).expect(200);
    const [fixed, perSite, share] = [
      await signUp(app, recruiter.id, { sites: ['Betfair'] }),
      await signUp(app, recruiter.id, { sites: ['Betfair'] }),
      await signUp(app, recruiter.id, { sites: ['Betfair'] }),
    ];
    await as(`/api/clients/${fixed}`, { status: 'done' });
    await as(`/api/clients/${perSite}`, { fee: { model: 'per_site', amount: 300 } });
    for (const site of ['Unibet', 'Bet365'])
      await as(`/api/clients/${perSite}/sites/${site}`, {
        state: 'withdrawn',
        deposit: 100,
        withdrawn: 500,
      });
    await as(`/api/clients/${share}`, { fee: { model: 'share', percent: 25 } });
    await as(`/api/clients/${share}/sites/Unibet`, {
      state: 'withdrawn',
      deposit: 200,
      withdrawn: 1000,
    });
    // All of it two days ago; then, today, after the period, the first customer is lost again.
    for (const table of ['client_events', 'clients'])
      await sql(
        app,
        `update ${table} set created_at = created_at - interval '2 days' where admin_id = ?`,
        [recruiter.id],
      );
    await as(`/api/clients/${fixed}`, { status: 'lost' });
    const period = {
      from: new Date(Date.now() - 3 * 86_400_000).toLocaleDateString('sv-SE', {
        timeZone: 'Europe/Copenhagen',
      }),
      to: new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', {
        timeZone: 'Europe/Copenhagen',
      }),
    };
    const row = rowOf((await board(period).expect(200)).body, recruiter) as unknown as Record<
      string,
      number
    >;
    const dashboard = await api()
      .get('/api/stats/summary')
      .query(period)
      .set('Authorization', recruiter.bearer)
      .expect(200);
    expect(row.feesEarned).toBe(1500 + 2 * 300 + 200);
    expect(row.feesEarned).toBe(dashboard.body.feesEarned);
    expect(row.newClients).toBe(3);
    expect(row.profit).toBe(dashboard.body.profit);
  });

  it('counts nothing in a period before everything happened, but what is owed now', async () => {
    const rows = (await board({ from: '2020-01-01', to: '2020-01-31' }).expect(200)).body;
    const now = rowOf((await board().expect(200)).body, busy);
    expect(rowOf(rows, busy)).toMatchObject({
      newClients: 0,
      contactedShare: 0,
      profit: 0,
      feesEarned: 0,
      visits: 0,
      owedByCustomers: now?.['owedByCustomers' as never],
    });
  });

  it('defaults to this month', async () => {
    const month = (await board({ from: `${today.slice(0, 7)}-01`, to: today }).expect(200)).body;
    expect((await board({}).expect(200)).body).toEqual(month);
  });

  it.each([
    ['a date that does not exist', { from: '2026-02-30' }, 'from'],
    ['a date that is not a date', { to: 'i går' }, 'to'],
    ['from after to', { from: '2026-11-02', to: '2026-11-01' }, 'from'],
    ['a period of more than ten years', { from: '2001-01-01', to: '2026-11-01' }, 'from'],
    ['an unknown parameter', { sort: 'profit' }, 'sort'],
  ])('answers 400 for %s', async (_case, query, field) => {
    const res = await board(query as Record<string, string>).expect(400);
    expect(res.body.errors).toHaveProperty([field]);
  });

  it('is the owner’s alone: 403 to a recruiter, 401 to a visitor', async () => {
    await board(undefined, busy).expect(403);
    await api().get('/api/bureau/leaderboard').expect(401);
  });
});
