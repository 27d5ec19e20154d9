import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AuditWriter } from '../../src/audit/index.js';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

interface Payment {
  id: string;
  kind: string;
  amount: number;
  method: string;
  at: string;
  reference: string | null;
  reverses: string | null;
  reversedBy: string | null;
}

describe('settlement: fee agreements, the ledger and balances (§18)', () => {
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

  const client = async (id: string, who = admin) =>
    (await api().get(`/api/clients/${id}`).set('Authorization', who.bearer).expect(200)).body;
  const update = (id: string, body: object, who = admin) =>
    api().put(`/api/clients/${id}`).set('Authorization', who.bearer).send(body);
  const progress = (id: string, site: string, body: object) =>
    api()
      .put(`/api/clients/${id}/sites/${site}`)
      .set('Authorization', admin.bearer)
      .send(body)
      .expect(200);
  const pay = (id: string, body: object, who = admin) =>
    api().post(`/api/clients/${id}/payments`).set('Authorization', who.bearer).send(body);
  const payments = async (id: string) =>
    (await api().get(`/api/clients/${id}/payments`).set('Authorization', admin.bearer).expect(200))
      .body as Payment[];
  const clean = () => signUp(app, admin.id, { sites: 'clean' });

  describe('fee agreements', () => {
    it("starts from the settings' default, fixed 1 500 kr, earned when the status is done", async () => {
      const id = await clean();
      expect(await client(id)).toMatchObject({
        fee: { model: 'fixed', amount: 1500, percent: null },
        feeEarned: 0,
        balance: 0,
      });
      await update(id, { status: 'done' }).expect(200);
      expect(await client(id)).toMatchObject({ feeEarned: 1500, balance: -1500 });
    });

    it('per site: the amount for each site withdrawn', async () => {
      const id = await clean();
      await update(id, { fee: { model: 'per_site', amount: 300 } }).expect(200);
      await progress(id, 'Unibet', { state: 'withdrawn', deposit: 1000, withdrawn: 1100 });
      await progress(id, 'Bet365', { state: 'bonus', deposit: 500 });
      expect(await client(id)).toMatchObject({ feeEarned: 300, profit: -400 });
      await progress(id, 'Bet365', { state: 'withdrawn', withdrawn: 700 });
      expect(await client(id)).toMatchObject({ feeEarned: 600, profit: 300, balance: -300 });
      // A site taken back from `withdrawn` no longer earns.
      await progress(id, 'Unibet', { state: 'bonus' });
      expect((await client(id)).feeEarned).toBe(300);
    });

    it('share: the percent of a positive profit, nothing of a loss', async () => {
      const id = await clean();
      const res = await update(id, { fee: { model: 'share', percent: 25 } }).expect(200);
      expect(res.body.fee).toEqual({ model: 'share', amount: null, percent: 25 });
      await progress(id, 'Unibet', { deposit: 1000, withdrawn: 2000 });
      expect(await client(id)).toMatchObject({ profit: 1000, feeEarned: 250, balance: 750 });
      await progress(id, 'Unibet', { withdrawn: 500 });
      expect(await client(id)).toMatchObject({ profit: -500, feeEarned: 0, balance: -500 });
    });

    it('a new default applies to new customers; existing agreements stay', async () => {
      const admin2 = await createAdmin(app);
      const before = await signUp(app, admin2.id, { sites: 'clean' });
      const settings = await api()
        .put('/api/settings/me')
        .set('Authorization', admin2.bearer)
        .send({ defaultFee: { model: 'share', percent: 30 }, referralReward: 200 })
        .expect(200);
      expect(settings.body).toMatchObject({
        defaultFee: { model: 'share', amount: null, percent: 30 },
        referralReward: 200,
      });
      const after = await signUp(app, admin2.id, { sites: 'clean' });
      expect((await client(before, admin2)).fee).toEqual({
        model: 'fixed',
        amount: 1500,
        percent: null,
      });
      expect((await client(after, admin2)).fee).toEqual({
        model: 'share',
        amount: null,
        percent: 30,
      });
    });

    it('refuses an incomplete or impossible agreement with a Danish field error', async () => {
      const id = await clean();
      const cases: [object, string][] = [
        [{ model: 'share' }, 'fee.percent'],
        [{ model: 'fixed' }, 'fee.amount'],
        [{ model: 'share', percent: 101 }, 'fee.percent'],
        [{ model: 'per_site', amount: -1 }, 'fee.amount'],
        [{ model: 'per_site', amount: 1.5 }, 'fee.amount'],
        [{ model: 'hourly', amount: 100 }, 'fee.model'],
      ];
      for (const [fee, field] of cases) {
        const res = await update(id, { fee }).expect(400);
        expect(res.body.errors[field]).toMatch(/[a-zæøå]/);
      }
      expect((await client(id)).fee.model).toBe('fixed');
    });
  });

  describe('balances in the scenarios a bureau meets', () => {
    it('the bureau lends the deposits: the customer owes the loan and the profit, less the fee', async () => {
      const id = await clean();
      await pay(id, { kind: 'advance', amount: 2000, method: 'mobilepay' }).expect(201);
      await progress(id, 'Unibet', { state: 'withdrawn', deposit: 1000, withdrawn: 1800 });
      await progress(id, 'Bet365', { state: 'withdrawn', deposit: 1000, withdrawn: 1900 });
      await update(id, { status: 'done' }).expect(200);
      // profit 1 700 + advance 2 000 − fee 1 500
      expect(await client(id)).toMatchObject({ profit: 1700, feeEarned: 1500, balance: 2200 });
      await pay(id, { kind: 'return', amount: 2200, method: 'bank' }).expect(201);
      expect((await client(id)).balance).toBe(0);
    });

    it('the customer uses their own money: the recruiter owes the fee less the profit kept', async () => {
      const id = await clean();
      await progress(id, 'Unibet', { state: 'withdrawn', deposit: 1000, withdrawn: 1400 });
      await update(id, { status: 'done' }).expect(200);
      expect((await client(id)).balance).toBe(400 - 1500);
      await pay(id, { kind: 'payout', amount: 1100, method: 'bank' }).expect(201);
      expect((await client(id)).balance).toBe(0);
    });

    it('a plan that lost: what is left of the loan comes back, and the fee is still owed', async () => {
      const id = await clean();
      await pay(id, { kind: 'advance', amount: 1000, method: 'cash' }).expect(201);
      await progress(id, 'Unibet', { state: 'withdrawn', deposit: 1000, withdrawn: 600 });
      await update(id, { status: 'done' }).expect(200);
      expect(await client(id)).toMatchObject({ profit: -400, balance: 600 - 1500 });
      await update(id, { fee: { model: 'share', percent: 50 } }).expect(200);
      expect(await client(id)).toMatchObject({ feeEarned: 0, balance: 600 });
    });
  });

  describe('the ledger', () => {
    it('records an entry with its method, date and reference, on the timeline and in the audit log', async () => {
      const id = await clean();
      const res = await pay(id, {
        kind: 'advance',
        amount: 1500,
        method: 'mobilepay',
        at: '2026-11-20',
        reference: 'MP 4711',
      }).expect(201);
      expect(res.body).toMatchObject({
        clientId: id,
        kind: 'advance',
        amount: 1500,
        method: 'mobilepay',
        at: '2026-11-20T00:00:00.000Z',
        reference: 'MP 4711',
        reverses: null,
        reversedBy: null,
      });
      const events = (
        await api().get(`/api/clients/${id}/events`).set('Authorization', admin.bearer).expect(200)
      ).body as { type: string; data: Record<string, unknown> }[];
      expect(events[0]).toMatchObject({
        type: 'payment',
        data: { paymentId: res.body.id, kind: 'advance', amount: 1500, reverses: null },
      });
      await app.get(AuditWriter).flush();
      const audit = await sql<{ action: string }>(
        app,
        `select action from audit_log where record_id = ?`,
        [res.body.id],
      );
      expect(audit.map((a) => a.action)).toContain('payment.recorded');
    });

    it('reverses an entry by a cancelling one; a second reversal is 409', async () => {
      const id = await clean();
      const entry = (await pay(id, { kind: 'payout', amount: 700, method: 'bank' }).expect(201))
        .body as Payment;
      expect((await client(id)).balance).toBe(700);
      const reversal = (
        await api()
          .post(`/api/clients/${id}/payments/${entry.id}/reverse`)
          .set('Authorization', admin.bearer)
          .expect(201)
      ).body as Payment;
      expect(reversal).toMatchObject({ kind: 'payout', amount: 700, reverses: entry.id });
      expect((await client(id)).balance).toBe(0);
      const again = await api()
        .post(`/api/clients/${id}/payments/${entry.id}/reverse`)
        .set('Authorization', admin.bearer)
        .expect(409);
      expect(again.body.message).toBe('Posten er allerede tilbageført');
      await api()
        .post(`/api/clients/${id}/payments/${reversal.id}/reverse`)
        .set('Authorization', admin.bearer)
        .expect(409);
      const list = await payments(id);
      expect(list.find((p) => p.id === entry.id)?.reversedBy).toBe(reversal.id);
      expect((await client(id)).balance).toBe(0);
    });

    it('has no route to change or delete an entry, and the database refuses both', async () => {
      const id = await clean();
      const entry = (await pay(id, { kind: 'advance', amount: 100, method: 'cash' }).expect(201))
        .body as Payment;
      for (const method of ['put', 'patch', 'delete'] as const) {
        const server = api();
        const res = await server[method](`/api/clients/${id}/payments/${entry.id}`)
          .set('Authorization', admin.bearer)
          .send({ amount: 1 });
        expect(res.status).toBe(404);
      }
      await expect(
        sql(app, 'update client_payments set amount = 1 where id = ?', [entry.id]),
      ).rejects.toThrow(/append-only/);
      await expect(
        sql(app, 'delete from client_payments where id = ?', [entry.id]),
      ).rejects.toThrow(/append-only/);
      expect((await payments(id))[0].amount).toBe(100);
    });

    it('erasing the customer takes the entries with it; archiving keeps the amounts', async () => {
      const erased = await clean();
      await pay(erased, { kind: 'advance', amount: 100, method: 'cash' }).expect(201);
      await api().delete(`/api/clients/${erased}`).set('Authorization', admin.bearer).expect(200);
      expect(await sql(app, 'select 1 from client_payments where client_id = ?', [erased])).toEqual(
        [],
      );

      const archived = await clean();
      await pay(archived, { kind: 'advance', amount: 300, method: 'cash' }).expect(201);
      await api()
        .post(`/api/clients/${archived}/archive`)
        .set('Authorization', admin.bearer)
        .expect(200);
      expect(await client(archived)).toMatchObject({ balance: 300 });
      expect(await payments(archived)).toHaveLength(1);
    });

    it('refuses bad amounts and fields with a Danish 400 and writes nothing', async () => {
      const id = await clean();
      const bad: [object, string][] = [
        [{ kind: 'advance', amount: 0, method: 'cash' }, 'amount'],
        [{ kind: 'advance', amount: -5, method: 'cash' }, 'amount'],
        [{ kind: 'advance', amount: 12.5, method: 'cash' }, 'amount'],
        [{ kind: 'advance', amount: '100', method: 'cash' }, 'amount'],
        [{ kind: 'advance', amount: 10_000_001, method: 'cash' }, 'amount'],
        [{ kind: 'advance', method: 'cash' }, 'amount'],
        [{ kind: 'gift', amount: 100, method: 'cash' }, 'kind'],
        [{ kind: 'advance', amount: 100, method: 'bitcoin' }, 'method'],
        [{ kind: 'advance', amount: 100, method: 'cash', at: '20-11-2026' }, 'at'],
        [{ kind: 'advance', amount: 100, method: 'cash', reference: 'x'.repeat(201) }, 'reference'],
      ];
      for (const [body, field] of bad) {
        const res = await pay(id, body).expect(400);
        expect(res.body.errors[field]).toBeDefined();
        expect(res.body.errors[field]).not.toMatch(/must|should/);
      }
      expect(await payments(id)).toEqual([]);
      expect((await client(id)).balance).toBe(0);
    });

    it("keeps another admin's customers and entries out of reach (404)", async () => {
      const id = await clean();
      const entry = (await pay(id, { kind: 'advance', amount: 100, method: 'cash' }).expect(201))
        .body as Payment;
      await pay(id, { kind: 'advance', amount: 100, method: 'cash' }, other).expect(404);
      await api().get(`/api/clients/${id}/payments`).set('Authorization', other.bearer).expect(404);
      await api()
        .post(`/api/clients/${id}/payments/${entry.id}/reverse`)
        .set('Authorization', other.bearer)
        .expect(404);
      // Another client of the same admin does not reach the entry either.
      const second = await clean();
      await api()
        .post(`/api/clients/${second}/payments/${entry.id}/reverse`)
        .set('Authorization', admin.bearer)
        .expect(404);
      expect((await client(id)).balance).toBe(100);
    });

    it('gives the customer a statement in plain Danish', async () => {
      const id = await clean();
      await pay(id, { kind: 'advance', amount: 2000, method: 'bank' }).expect(201);
      await progress(id, 'Unibet', { state: 'withdrawn', deposit: 2000, withdrawn: 2500 });
      await update(id, { status: 'done' }).expect(200);
      const statement = (
        await api()
          .get(`/api/clients/${id}/statement`)
          .set('Authorization', admin.bearer)
          .expect(200)
      ).body;
      expect(statement).toMatchObject({
        fee: { model: 'fixed', amount: 1500 },
        feeEarned: 1500,
        advanced: 2000,
        paidOut: 0,
        returned: 0,
        // profit 500 + lent 2 000 − fee 1 500
        balance: 1000,
      });
      expect(statement.lines).toEqual([
        'Aftalt honorar: 1.500 kr.',
        'Honorar optjent indtil nu: 1.500 kr.',
        'Du har lånt 2.000 kr til indskud.',
        'Du skylder 1.000 kr.',
      ]);
    });
  });

  it("shows the customer the same statement on their own page ('Mine opgaver')", async () => {
    const id = await clean();
    await pay(id, { kind: 'payout', amount: 400, method: 'mobilepay' }).expect(201);
    const link = (
      await api()
        .post(`/api/clients/${id}/task-link`)
        .set('Authorization', admin.bearer)
        .send({})
        .expect(201)
    ).body as { url: string };
    const token = link.url.split('/').pop();
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/tasks/session').send({ token }).expect(204);
    const page = (await agent.get('/api/tasks').expect(200)).body;
    expect(page.statement).toMatchObject({ paidOut: 400, balance: 400 });
    expect(page.statement.lines).toEqual([
      'Aftalt honorar: 1.500 kr.',
      'Du har fået udbetalt 400 kr.',
      'Du skylder 400 kr.',
    ]);
  });

  describe('the customer list by balance', () => {
    it('filters owes_me, i_owe and settled, and sorts by balance', async () => {
      const mine = await createAdmin(app);
      const make = async (advance: number, done: boolean) => {
        const id = await signUp(app, mine.id, { sites: 'clean' });
        if (advance) await pay(id, { kind: 'advance', amount: advance, method: 'cash' }, mine);
        if (done) await update(id, { status: 'done' }, mine).expect(200);
        return id;
      };
      const owes = await make(2000, true); // 500
      const owed = await make(0, true); // −1500
      const settled = await make(1500, true); // 0
      const fresh = await make(0, false); // 0
      const list = async (filter: object, sort = ['balance', 'ASC']) =>
        (
          await api()
            .get('/api/clients')
            .query({ filter: JSON.stringify(filter), sort: JSON.stringify(sort) })
            .set('Authorization', mine.bearer)
            .expect(200)
        ).body as { id: string; balance: number }[];
      expect((await list({ balance: 'owes_me' })).map((c) => c.id)).toEqual([owes]);
      expect((await list({ balance: 'i_owe' })).map((c) => c.id)).toEqual([owed]);
      expect((await list({ balance: 'settled' })).map((c) => c.id).sort()).toEqual(
        [settled, fresh].sort(),
      );
      expect((await list({ balance: ['owes_me', 'i_owe'] })).map((c) => c.id).sort()).toEqual(
        [owes, owed].sort(),
      );
      const sorted = await list({}, ['balance', 'DESC']);
      expect(sorted.map((c) => c.balance)).toEqual([500, 0, 0, -1500]);
      const bad = await api()
        .get('/api/clients')
        .query({ filter: JSON.stringify({ balance: 'rich' }) })
        .set('Authorization', mine.bearer)
        .expect(400);
      expect(bad.body.errors['filter.balance']).toMatch(/owes_me/);
    });
  });
});
