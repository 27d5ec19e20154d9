import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';
import { AuditWriter } from '../../src/audit/index.js';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date());

describe('settlement: referral rewards, the summary, the export, and balances that never drift', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  }, 60_000);
  afterAll(() => app.close());

  const as = (who: TestAdmin) => ({
    get: (path: string) => api().get(path).set('Authorization', who.bearer),
    post: (path: string, body: object = {}) =>
      api().post(path).set('Authorization', who.bearer).send(body),
    put: (path: string, body: object) =>
      api().put(path).set('Authorization', who.bearer).send(body),
  });

  it('earns a referral reward for each referred customer who is done, and counts what was paid', async () => {
    const mine = await createAdmin(app);
    const me = as(mine);
    await me.put('/api/settings/me', { referralReward: 250 }).expect(200);
    const referral = (
      await me
        .post('/api/referrals', {
          name: 'Henrik Hviid',
          email: 'h@example.dk',
          phone: '12345678',
          code: '4321',
        })
        .expect(201)
    ).body;
    expect(referral).toMatchObject({ reward: 250, rewardEarned: 0, rewardPaid: 0, rewardOwed: 0 });
    const first = await signUp(app, mine.id, { referal: '4321', sites: 'clean' });
    await signUp(app, mine.id, { referal: '4321', sites: 'clean' });
    await me.put(`/api/clients/${first}`, { status: 'done' }).expect(200);
    const paid = await me
      .post(`/api/referrals/${referral.id}/payments`, {
        amount: 100,
        method: 'mobilepay',
        reference: 'MP',
      })
      .expect(201);
    expect(paid.body).toMatchObject({ referralId: referral.id, amount: 100, method: 'mobilepay' });
    expect((await me.get(`/api/referrals/${referral.id}`).expect(200)).body).toMatchObject({
      clientCount: 2,
      rewardEarned: 250,
      rewardPaid: 100,
      rewardOwed: 150,
    });
    // A referral's own reward overrides the default.
    await me.put(`/api/referrals/${referral.id}`, { reward: 400 }).expect(200);
    expect((await me.get(`/api/referrals/${referral.id}`).expect(200)).body.rewardOwed).toBe(300);
    expect((await me.get('/api/stats/summary').expect(200)).body.owedToReferrers).toBe(300);

    const bad = await me
      .post(`/api/referrals/${referral.id}/payments`, { amount: -1, method: 'cash' })
      .expect(400);
    expect(bad.body.errors.amount).toBe('Beløbet skal være et helt antal kr over 0');
    await me.put(`/api/referrals/${referral.id}`, { reward: -5 }).expect(400);
    const stranger = await createAdmin(app);
    await as(stranger)
      .post(`/api/referrals/${referral.id}/payments`, { amount: 5, method: 'cash' })
      .expect(404);
    await app.get(AuditWriter).flush();
    const audit = await sql<{ action: string }>(
      app,
      'select action from audit_log where record_id = ?',
      [paid.body.id],
    );
    expect(audit.map((a) => a.action)).toContain('referral_payment.recorded');
  });

  it("gives the summary's fees earned in the period and what is owed each way now", async () => {
    const mine = await createAdmin(app);
    const me = as(mine);
    const lent = await signUp(app, mine.id, { sites: 'clean' });
    await me
      .post(`/api/clients/${lent}/payments`, { kind: 'advance', amount: 3000, method: 'bank' })
      .expect(201);
    await me
      .put(`/api/clients/${lent}/sites/Unibet`, {
        state: 'withdrawn',
        deposit: 3000,
        withdrawn: 3500,
      })
      .expect(200);
    await me.put(`/api/clients/${lent}`, { status: 'done' }).expect(200); // 500 + 3 000 − 1 500 = 2 000
    const own = await signUp(app, mine.id, { sites: 'clean' });
    await me.put(`/api/clients/${own}`, { fee: { model: 'share', percent: 20 } }).expect(200);
    await me
      .put(`/api/clients/${own}/sites/Unibet`, {
        state: 'withdrawn',
        deposit: 1000,
        withdrawn: 2000,
      })
      .expect(200);
    await me
      .put(`/api/clients/${own}/sites/Bet365`, {
        state: 'withdrawn',
        deposit: 1000,
        withdrawn: 1000,
      })
      .expect(200);
    // profit 1 000 − fee 200, plus a payout of 1 000 made too early: the customer owes 1 800
    await me
      .post(`/api/clients/${own}/payments`, { kind: 'payout', amount: 1000, method: 'bank' })
      .expect(201);
    const summary = (
      await me.get(`/api/stats/summary?from=${today().slice(0, 8)}01&to=${today()}`).expect(200)
    ).body;
    expect(summary).toMatchObject({
      feesEarned: 1500 + 200,
      owedByCustomers: 2000 + 1800,
      owedToCustomers: 0,
      owedToReferrers: 0,
    });
    const lost = await signUp(app, mine.id, { sites: 'clean' });
    await me.put(`/api/clients/${lost}`, { status: 'done' }).expect(200);
    const after = (await me.get('/api/stats/summary').expect(200)).body;
    expect(after).toMatchObject({ owedByCustomers: 3800, owedToCustomers: 1500 });
    const past = (await me.get('/api/stats/summary?from=2020-01-01&to=2020-12-31').expect(200))
      .body;
    expect(past.feesEarned).toBe(0);
  });

  it("exports the period's money as a Danish CSV with formulas neutralised, and audits it", async () => {
    const mine = await createAdmin(app);
    const me = as(mine);
    const id = await signUp(app, mine.id, { sites: 'clean', name: '=HYPERLINK("x") Hansen' });
    const entry = (
      await me
        .post(`/api/clients/${id}/payments`, {
          kind: 'advance',
          amount: 1500,
          method: 'mobilepay',
          at: '2026-11-02',
          reference: '+4512345678',
        })
        .expect(201)
    ).body;
    await me.post(`/api/clients/${id}/payments/${entry.id}/reverse`).expect(201);
    await me
      .post(`/api/clients/${id}/payments`, {
        kind: 'return',
        amount: 200,
        method: 'cash',
        at: '2025-01-01',
      })
      .expect(201);
    const referral = (
      await me
        .post('/api/referrals', {
          name: 'Rita; Ref',
          email: 'r@example.dk',
          phone: '12345678',
          code: '1212',
        })
        .expect(201)
    ).body;
    await me
      .post(`/api/referrals/${referral.id}/payments`, {
        amount: 300,
        method: 'bank',
        at: '2026-11-03',
      })
      .expect(201);

    const res = await me.get('/api/payments/export?from=2026-11-01&to=' + today()).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual([
      'Dato',
      'Post',
      'Beløb',
      'Metode',
      'Reference',
      'Modpart',
      'Tilbageført post',
      'Id',
    ]);
    expect(rows).toHaveLength(4); // the 2025 return is outside the period
    expect(rows[1].slice(0, 6)).toEqual([
      '02-11-2026',
      'Udlæg til indskud',
      '1500',
      'MobilePay',
      "'+4512345678",
      `"'=HYPERLINK(""x"") Hansen"`,
    ]);
    expect(rows.some((r) => r[1] === 'Tilbageførsel: Udlæg til indskud' && r[6] === entry.id)).toBe(
      true,
    );
    expect(text).toContain('Henvisningsbonus;300;Bankoverførsel;;"Rita; Ref"');
    await app.get(AuditWriter).flush();
    const audit = await sql<{ action: string }>(
      app,
      "select action from audit_log where admin_id = ? and action = 'payments.exported'",
      [mine.id],
    );
    expect(audit).toHaveLength(1);
    await me.get('/api/payments/export?from=2026-13-01').expect(400);
    await me.get('/api/payments/export?from=2026-11-05&to=2026-11-01').expect(400);
  });

  it('loses nothing when payments on one client arrive at once, and reverses an entry only once', async () => {
    const id = await signUp(app, admin.id, { sites: 'clean' });
    const me = as(admin);
    const amounts = Array.from({ length: 16 }, (_, i) => 100 + i);
    const answers = await Promise.all(
      amounts.map((amount) =>
        me.post(`/api/clients/${id}/payments`, { kind: 'advance', amount, method: 'cash' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(amounts.map(() => 201));
    const sum = amounts.reduce((a, b) => a + b, 0);
    expect((await me.get(`/api/clients/${id}`).expect(200)).body.balance).toBe(sum);
    expect((await me.get(`/api/clients/${id}/payments`).expect(200)).body).toHaveLength(16);
    const [events] = await sql<{ n: number }>(
      app,
      "select count(*)::int as n from client_events where client_id = ? and type = 'payment'",
      [id],
    );
    expect(events.n).toBe(16);

    const target = answers[0].body.id;
    const reversals = await Promise.all(
      Array.from({ length: 6 }, () => me.post(`/api/clients/${id}/payments/${target}/reverse`)),
    );
    expect(reversals.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await me.get(`/api/clients/${id}`).expect(200)).body.balance).toBe(sum - 100);
  });

  type Step =
    | { op: 'progress'; site: string; state: string; deposit: number; withdrawn: number }
    | { op: 'pay'; kind: 'advance' | 'payout' | 'return'; amount: number }
    | { op: 'reverse'; index: number }
    | { op: 'status'; status: string }
    | { op: 'fee'; fee: { model: string; amount?: number; percent?: number } };

  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant('progress' as const),
      site: fc.constantFrom('Unibet', 'Bet365', 'LeoVegas'),
      state: fc.constantFrom('created', 'deposited', 'bet_placed', 'bonus', 'withdrawn'),
      deposit: fc.integer({ min: 0, max: 5000 }),
      withdrawn: fc.integer({ min: 0, max: 8000 }),
    }),
    fc.record({
      op: fc.constant('pay' as const),
      kind: fc.constantFrom('advance' as const, 'payout' as const, 'return' as const),
      amount: fc.integer({ min: 1, max: 5000 }),
    }),
    fc.record({ op: fc.constant('reverse' as const), index: fc.nat(20) }),
    fc.record({
      op: fc.constant('status' as const),
      status: fc.constantFrom('active', 'done', 'lost'),
    }),
    fc.record({
      op: fc.constant('fee' as const),
      fee: fc.oneof(
        fc.record({ model: fc.constant('fixed'), amount: fc.integer({ min: 0, max: 3000 }) }),
        fc.record({ model: fc.constant('per_site'), amount: fc.integer({ min: 0, max: 800 }) }),
        fc.record({ model: fc.constant('share'), percent: fc.integer({ min: 0, max: 100 }) }),
      ),
    }),
  );

  /** The formula of §18, written from scratch over what the test itself sent. */
  function expectedBalance(steps: Step[], reversible: boolean[][]): number {
    const sites = new Map<string, { state: string; deposit: number; withdrawn: number }>();
    const entries: { kind: string; amount: number; reversed: boolean }[] = [];
    let status = 'new';
    let fee: { model: string; amount?: number; percent?: number } = {
      model: 'fixed',
      amount: 1500,
    };
    steps.forEach((step, i) => {
      if (step.op === 'progress') sites.set(step.site, { ...step });
      if (step.op === 'pay')
        entries.push({ kind: step.kind, amount: step.amount, reversed: false });
      if (step.op === 'reverse' && reversible[i][0])
        entries[step.index % entries.length].reversed = true;
      if (step.op === 'status') status = step.status;
      if (step.op === 'fee') fee = step.fee;
    });
    const profit = [...sites.values()].reduce((sum, s) => sum + s.withdrawn - s.deposit, 0);
    const moved = entries.reduce(
      (sum, e) => (e.reversed ? sum : sum + (e.kind === 'return' ? -e.amount : e.amount)),
      0,
    );
    const withdrawnSites = [...sites.values()].filter((s) => s.state === 'withdrawn').length;
    const earned =
      fee.model === 'fixed'
        ? status === 'done'
          ? fee.amount!
          : 0
        : fee.model === 'per_site'
          ? fee.amount! * withdrawnSites
          : profit > 0
            ? Math.floor((profit * fee.percent!) / 100)
            : 0;
    return profit + moved - earned;
  }

  it('derives the balance as the formula says, for any sequence of progress and payments', async () => {
    const me = as(admin);
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const id = await signUp(app, admin.id, { sites: 'clean' });
        const paymentIds: string[] = [];
        const reversed = new Set<string>();
        const reversible: boolean[][] = [];
        for (const step of steps) {
          reversible.push([false]);
          if (step.op === 'progress') {
            const { site, state, deposit, withdrawn } = step;
            await me
              .put(`/api/clients/${id}/sites/${site}`, { state, deposit, withdrawn })
              .expect(200);
          } else if (step.op === 'pay') {
            const res = await me
              .post(`/api/clients/${id}/payments`, {
                kind: step.kind,
                amount: step.amount,
                method: 'bank',
              })
              .expect(201);
            paymentIds.push(res.body.id);
          } else if (step.op === 'reverse' && paymentIds.length) {
            const target = paymentIds[step.index % paymentIds.length];
            const res = await me.post(`/api/clients/${id}/payments/${target}/reverse`);
            expect(res.status).toBe(reversed.has(target) ? 409 : 201);
            reversible[reversible.length - 1][0] = !reversed.has(target);
            reversed.add(target);
          } else if (step.op === 'status') {
            await me.put(`/api/clients/${id}`, { status: step.status }).expect(200);
          } else if (step.op === 'fee') {
            await me.put(`/api/clients/${id}`, { fee: step.fee }).expect(200);
          }
        }
        const client = (await me.get(`/api/clients/${id}`).expect(200)).body;
        expect(client.balance).toBe(expectedBalance(steps, reversible));
      }),
      { numRuns: 25 },
    );
    // The sums the balance reads are the rows they sum, for every client of the run.
    const drift = await sql(
      app,
      `select c.id from clients c
        where c.ledger <> (select coalesce(sum(p.amount * (case p.kind when 'return' then -1 else 1 end)
                                                    * (case when p.reverses is null then 1 else -1 end)), 0)
                             from client_payments p where p.client_id = c.id)
           or c.withdrawn_sites <> (select count(*) from client_site_progress s
                                     where s.client_id = c.id and s.state = 'withdrawn')`,
    );
    expect(drift).toEqual([]);
  }, 300_000);

  it("refuses to commit a client's sums out of step with their rows, whoever writes them", async () => {
    const me = as(admin);
    const id = await signUp(app, admin.id, { sites: 'clean' });
    await me.put(`/api/clients/${id}/sites/Unibet`, {
      state: 'withdrawn',
      deposit: 500,
      withdrawn: 900,
    });
    await me.post(`/api/clients/${id}/payments`, { kind: 'advance', amount: 500, method: 'bank' });
    const before = (await me.get(`/api/clients/${id}`).expect(200)).body.balance;

    for (const column of ['ledger', 'profit', 'withdrawn_sites'])
      await expect(
        sql(app, `update clients set ${column} = ${column} + 1 where id = ?`, [id]),
      ).rejects.toThrow(/sums out of step/);

    expect((await me.get(`/api/clients/${id}`).expect(200)).body.balance).toBe(before);
    const [{ count }] = await sql<{ count: number }>(
      app,
      'select count(*)::int as count from client_payments where client_id = ?',
      [id],
    );
    expect(count).toBe(1);
  });
});
