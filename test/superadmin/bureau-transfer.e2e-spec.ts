import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signUp, signupBody, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp, testDatabaseUrl } from '../support/test-app.js';

/** Every table whose rows follow a recruiter's customers and referrals, counted per admin. */
const MOVED = [
  'clients',
  'client_events',
  'client_notes',
  'client_site_progress',
  'bet_plans',
  'client_payments',
  'customer_ticks',
  'referrals',
  'referral_payments',
];

describe("handing a leaving recruiter's customers to another (POST /api/admins/{id}/transfer)", () => {
  let app: INestApplication;
  let owner: TestAdmin;
  const api = () => request(app.getHttpServer());
  const as = (admin: TestAdmin) => ({
    get: (path: string) => api().get(path).set('Authorization', admin.bearer),
    post: (path: string, body: object = {}) =>
      api().post(path).set('Authorization', admin.bearer).send(body),
    put: (path: string, body: object) =>
      api().put(path).set('Authorization', admin.bearer).send(body),
  });
  const transfer = (from: TestAdmin | string, body: object) =>
    as(owner).post(`/api/admins/${typeof from === 'string' ? from : from.id}/transfer`, body);
  const close = (admin: TestAdmin) =>
    as(owner).post(`/api/admins/${admin.id}/deactivate`).expect(200);

  /** How many rows of each moved table the admin has. */
  const rowsOf = async (admin: TestAdmin) => {
    const counts: Record<string, number> = {};
    for (const table of MOVED)
      counts[table] = (
        await sql<{ n: number }>(
          app,
          `select count(*)::int as n from "${table}" where admin_id = ?`,
          [admin.id],
        )
      )[0].n;
    return counts;
  };

  /** A recruiter with a working customer: note, progress, plan, ledger entry, task tick, and a referral paid. */
  const busyRecruiter = async (code: string) => {
    const recruiter = await createAdmin(app);
    const me = as(recruiter);
    const referral = await me
      .post('/api/referrals', {
        name: 'Karen Referal',
        email: 'karen@example.dk',
        phone: '22334455',
        code,
      })
      .expect(201);
    await me
      .post(`/api/referrals/${referral.body.id}/payments`, { amount: 100, method: 'bank' })
      .expect(201);
    const client = await signUp(app, recruiter.id, { sites: ['Betfair'], referal: code });
    await me.post(`/api/clients/${client}/notes`, { text: 'Ringede tirsdag' }).expect(201);
    await me
      .put(`/api/clients/${client}/sites/Unibet`, { state: 'deposited', deposit: 200 })
      .expect(200);
    await me
      .post(`/api/clients/${client}/bet-plans`, {
        odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }],
      })
      .expect(201);
    await me
      .post(`/api/clients/${client}/payments`, { kind: 'advance', amount: 500, method: 'cash' })
      .expect(201);
    const link = await me.post(`/api/clients/${client}/task-link`).expect(201);
    const token = link.body.url.split('/k/')[1];
    const session = await api().post('/api/tasks/session').send({ token }).expect(204);
    const cookie = [session.headers['set-cookie']].flat()[0]!.split(';')[0];
    const page = await api().post('/api/tasks/confirmation').set('Cookie', cookie).expect(200);
    await api()
      .post(`/api/tasks/${page.body.tasks[0].id}/done`)
      .set('Cookie', cookie)
      .send({})
      .expect(200);
    return { recruiter, client, referral: referral.body.id as string, cookie };
  };

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_FAILURE_MS: '0' });
    owner = await createAdmin(app, AdminRole.SuperAdmin);
  });
  afterAll(() => app.close());

  it('counts first (a dry run moves nothing), then moves everything in one step; the old links serve the successor', async () => {
    const leaving = await busyRecruiter('4411');
    const successor = await createAdmin(app);
    await as(successor)
      .put('/api/settings/me', { displayName: 'Mads Efterfølger', phone: '+4511223344' })
      .expect(200);
    await transfer(leaving.recruiter, { to: successor.id, dryRun: true }).expect(409);
    await close(leaving.recruiter);
    const before = await rowsOf(leaving.recruiter);

    const dry = await transfer(leaving.recruiter, { to: successor.id, dryRun: true }).expect(200);
    expect(dry.body).toEqual({
      clients: 1,
      referrals: 1,
      notes: 1,
      plans: 1,
      payments: 2,
      clashes: [],
      customerClashes: [],
    });
    expect(await rowsOf(leaving.recruiter)).toEqual(before);

    const real = await transfer(leaving.recruiter, { to: successor.id, dryRun: false }).expect(200);
    expect(real.body).toEqual(dry.body);
    expect(Object.values(await rowsOf(leaving.recruiter)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(successor)).toEqual(before);

    // What the customers owe moved with them: the sums kept on both accounts match the balances.
    const owed = await sql<{ id: string; kept: string; fresh: string }>(
      app,
      `select a.id, a.owed_by_customers::text || '/' || a.owed_to_customers::text as kept,
              coalesce(sum(greatest(b.b, 0)), 0)::text || '/' || coalesce(sum(greatest(-b.b, 0)), 0)::text as fresh
         from admins a
         left join (select admin_id, arbi_client_balance(profit, ledger, fee_model, fee_amount,
                                                         fee_percent, status, withdrawn_sites) as b
                      from clients) b on b.admin_id = a.id
        where a.id in (?, ?) group by a.id`,
      [leaving.recruiter.id, successor.id],
    );
    for (const row of owed) expect(row.kept).toBe(row.fresh);
    expect(owed.find((row) => row.id === successor.id)?.kept).not.toBe('0/0');

    const theirs = as(successor);
    const list = await theirs.get('/api/clients').expect(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([leaving.client]);
    expect(
      (await theirs.get(`/api/clients/${leaving.client}/notes`).expect(200)).body[0].text,
    ).toBe('Ringede tirsdag');
    expect(
      (await theirs.get(`/api/clients/${leaving.client}/payments`).expect(200)).body,
    ).toHaveLength(1);
    expect((await theirs.get(`/api/referrals/${leaving.referral}`).expect(200)).body).toMatchObject(
      {
        code: '4411',
        clientCount: 1,
      },
    );
    // The customer's own page now names the successor, and still works.
    const tasks = await api().get('/api/tasks').set('Cookie', leaving.cookie).expect(200);
    expect(tasks.body.recruiter).toMatchObject({ id: successor.id, name: 'Mads Efterfølger' });

    // The old personal link: the successor's sites and texts, under the address's own id.
    const mine = await api().get(`/api/public/admins/${successor.id}`).expect(200);
    const old = await api().get(`/api/public/admins/${leaving.recruiter.id}`).expect(200);
    expect(old.body).toEqual({ ...mine.body, id: leaving.recruiter.id });
    const privacy = await api().get(`/api/public/privacy/${leaving.recruiter.id}`).expect(200);
    expect(privacy.body).toMatchObject({ name: 'Mads Efterfølger' });
    // A signup through it is the successor's card, tagged with where it came from.
    const body = signupBody(leaving.recruiter.id, { src: 'tiktok' });
    await api().post('/api/start').send(body).expect(201);
    const [card] = await sql<{ admin_id: string; source: string }>(
      app,
      'select admin_id, source from clients where email = ?',
      [body.email],
    );
    expect(card).toEqual({ admin_id: successor.id, source: `via-${leaving.recruiter.id}` });
    // Its referral lookup finds the code that moved; its rateMe link rates the successor.
    const found = await api()
      .post('/api/referal')
      .send({ referal: '4411', admin: leaving.recruiter.id })
      .expect(200);
    expect(found.body.name).toBe('Karen R.');
    await api().post('/api/ratings').send({ admin: leaving.recruiter.id, stars: 5 }).expect(201);
    expect((await theirs.get('/api/ratings/summary').expect(200)).body).toEqual({
      count: 1,
      average: 5,
    });
    await api()
      .post('/api/public/events')
      .send({ admin: leaving.recruiter.id, step: 'welcome' })
      .expect(204);
    const funnel = await theirs.get('/api/analytics/funnel').expect(200);
    expect(funnel.body.bySource).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: `via-${leaving.recruiter.id}`, welcome: 1 }),
      ]),
    );

    const admins = await as(owner).get(`/api/admins/${leaving.recruiter.id}`).expect(200);
    expect(admins.body).toMatchObject({ transferredTo: successor.id });
  });

  it('refuses a real handover whose referral codes or customers clash (409 listing them), and moves nothing', async () => {
    const leaving = await busyRecruiter('5522');
    const successor = await createAdmin(app);
    await as(successor)
      .post('/api/referrals', {
        name: 'Anden Referal',
        email: 'a@example.dk',
        phone: '33445566',
        code: '5522',
      })
      .expect(201);
    const [visitor] = await sql<{ email: string }>(app, 'select email from clients where id = ?', [
      leaving.client,
    ]);
    await signUp(app, successor.id, { email: visitor.email });
    await close(leaving.recruiter);
    const before = [await rowsOf(leaving.recruiter), await rowsOf(successor)];

    const dry = await transfer(leaving.recruiter, { to: successor.id, dryRun: true }).expect(200);
    expect(dry.body).toMatchObject({ clashes: ['5522'], customerClashes: [leaving.client] });
    const refused = await transfer(leaving.recruiter, { to: successor.id, dryRun: false }).expect(
      409,
    );
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^Overdragelsen er stoppet/),
      clashes: ['5522'],
      customerClashes: [leaving.client],
    });
    expect([await rowsOf(leaving.recruiter), await rowsOf(successor)]).toEqual(before);
    const [{ transferred_to }] = await sql<{ transferred_to: string | null }>(
      app,
      'select transferred_to from admins where id = ?',
      [leaving.recruiter.id],
    );
    expect(transferred_to).toBeNull();
  });

  it('leaves nothing moved when the handover is cut off midway', async () => {
    const leaving = await busyRecruiter('6633');
    const successor = await createAdmin(app);
    await close(leaving.recruiter);
    const before = await rowsOf(leaving.recruiter);
    // Another session holds the referral row, so the handover stops at the referrals, after the
    // customers already moved inside its transaction; then its statement is cancelled (as a
    // statement timeout or an operator would).
    const holder = new pg.Client({ connectionString: testDatabaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from referrals where id = $1 for update', [leaving.referral]);
      const answer = transfer(leaving.recruiter, { to: successor.id, dryRun: false }).then(
        (res) => res,
      );
      let pid: number | undefined;
      for (let i = 0; i < 200 && !pid; i++) {
        const { rows } = await holder.query<{ pid: number }>(
          'select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        pid = rows[0]?.pid;
        if (!pid) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(pid).toBeDefined();
      await holder.query('select pg_cancel_backend($1)', [pid]);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.body.message).not.toMatch(/update|referrals|admin_id/);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await rowsOf(leaving.recruiter)).toEqual(before);
    expect(Object.values(await rowsOf(successor)).every((n) => n === 0)).toBe(true);
    // The app goes on: the handover, tried again, goes through.
    await transfer(leaving.recruiter, { to: successor.id, dryRun: false }).expect(200);
    expect(await rowsOf(successor)).toEqual(before);
  });

  it('sends the links of an earlier handover on to the newest successor, and gives them back on reopening', async () => {
    const first = await createAdmin(app);
    const second = await createAdmin(app);
    const third = await createAdmin(app);
    await close(first);
    await transfer(first, { to: second.id, dryRun: false }).expect(200);
    await close(second);
    await transfer(second, { to: third.id, dryRun: false }).expect(200);
    await signUp(app, first.id);
    expect((await as(third).get('/api/clients').expect(200)).body).toHaveLength(1);
    await as(owner).post(`/api/admins/${first.id}/reactivate`).expect(200);
    const [{ transferred_to }] = await sql<{ transferred_to: string | null }>(
      app,
      'select transferred_to from admins where id = ?',
      [first.id],
    );
    expect(transferred_to).toBeNull();
    await signUp(app, first.id);
    const token = (
      await api()
        .post('/api/auth/login')
        .send({ email: first.email, password: first.password })
        .expect(200)
    ).body.token;
    const own = await api().get('/api/clients').set('Authorization', `Bearer ${token}`).expect(200);
    expect(own.body).toHaveLength(1);
  });

  it.each([
    ['no dryRun', (to: string) => ({ to }), 'dryRun'],
    ['a dryRun that is not a boolean', (to: string) => ({ to, dryRun: 'yes' }), 'dryRun'],
    ['no successor', () => ({ dryRun: true }), 'to'],
    ['a successor that is an object', () => ({ to: { $ne: null }, dryRun: true }), 'to'],
    ['an unknown successor', () => ({ to: 'nobody-here', dryRun: true }), 'to'],
    ['an unknown field', (to: string) => ({ to, dryRun: true, everything: true }), 'everything'],
  ])('answers 400 for %s, moving nothing', async (_case, body, field) => {
    const leaving = await busyRecruiter('7744');
    const successor = await createAdmin(app);
    await close(leaving.recruiter);
    const before = await rowsOf(leaving.recruiter);
    const res = await transfer(leaving.recruiter, body(successor.id)).expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await rowsOf(leaving.recruiter)).toEqual(before);
  });

  it('refuses the same account, a closed successor (400), an unknown account (404), and a recruiter (403)', async () => {
    const leaving = await createAdmin(app);
    const closedToo = await createAdmin(app);
    await close(leaving);
    await close(closedToo);
    expect(
      (await transfer(leaving, { to: leaving.id, dryRun: true }).expect(400)).body.errors,
    ).toHaveProperty('to');
    expect(
      (await transfer(leaving, { to: closedToo.id, dryRun: true }).expect(400)).body.errors,
    ).toHaveProperty('to');
    await transfer('nobody-here', { to: owner.id, dryRun: true }).expect(404);
    const recruiter = await createAdmin(app);
    await as(recruiter)
      .post(`/api/admins/${leaving.id}/transfer`, { to: recruiter.id, dryRun: false })
      .expect(403);
  });

  it('writes a real handover to the audit log as the owner, and not a dry run', async () => {
    const leaving = await createAdmin(app);
    const successor = await createAdmin(app);
    await close(leaving);
    await transfer(leaving, { to: successor.id, dryRun: true }).expect(200);
    await transfer(leaving, { to: successor.id, dryRun: false }).expect(200);
    const audit = await as(owner)
      .get(
        `/api/audit?filter=${encodeURIComponent(JSON.stringify({ adminId: owner.id, action: 'admin.transferred' }))}&range=[0,999]`,
      )
      .expect(200);
    expect(audit.body.filter((e: { recordId: string }) => e.recordId === leaving.id)).toHaveLength(
      1,
    );
  });
});
