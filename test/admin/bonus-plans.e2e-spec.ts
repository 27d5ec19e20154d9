import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

interface Line {
  site: string;
  kind: string;
  stake: number;
  minOdds: number | null;
  outcome: '1' | 'X' | '2';
  payouts: { home: number; draw: number; away: number };
}

const OUTCOME_KEY = { '1': 'home', X: 'draw', '2': 'away' } as const;

/** §15-16: offers on the sites, plans with kinds, stakes and minimum odds, placing them. */
describe('bonus-aware plans (/api/clients/{id}/bet-plans, /api/bet-plans/{id}/placed)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const api = () => request(app.getHttpServer());
  const post = (clientId: string, body: object, who = admin) =>
    api().post(`/api/clients/${clientId}/bet-plans`).set('Authorization', who.bearer).send(body);
  const progress = async (clientId: string, who = admin) =>
    (await api().get(`/api/clients/${clientId}/sites`).set('Authorization', who.bearer).expect(200))
      .body as {
      site: string;
      state: string;
      wageringLeft: number | null;
      wageringDeadline: string | null;
    }[];
  const line = (body: { plan: Line[] }, site: string) =>
    body.plan.find((l) => l.site === site) as Line;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
    await api()
      .put('/api/settings/me')
      .set('Authorization', admin.bearer)
      .send({
        sites: [
          {
            name: 'Unibet',
            stake: 750,
            offer: { kind: 'free_bet', bonus: 200, qualifyingMinOdds: 1.8, bonusMinOdds: 2 },
          },
          {
            name: 'Bet365',
            stake: 1000,
            offer: {
              kind: 'deposit_bonus',
              bonus: 1000,
              wagering: 10,
              days: 60,
              bonusMinOdds: 1.5,
            },
          },
          { name: 'Bwin', stake: 1000, offer: { kind: 'free_bet_sr', bonus: 500 } },
          { name: 'NordicBet', stake: 500 },
          { name: 'Betfair', stake: 1000 },
        ],
      })
      .expect(200);
  }, 60_000);
  afterAll(() => app.close());

  it('pays each kind exactly in øre and answers the cash, the guaranteed return and result', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    const res = await post(clientId, {
      odds: [
        { site: 'Unibet', home: '2,37', draw: '3,40', away: '3,10' },
        { site: 'Bet365', kind: 'bonus_money', stake: 1234.5, home: 2.2, draw: 3.5, away: 3.3 },
        { site: 'Bwin', kind: 'free_bet_sr', home: 2.1, draw: 3.6, away: 3.4 },
        { site: 'NordicBet', kind: 'free_bet', stake: 100, home: 2.05, draw: 3.55, away: 3.75 },
      ],
    }).expect(201);
    const body = res.body as { plan: Line[] } & Record<string, unknown>;
    // Cash: 2.37 × 750 kr = 1 777,50 kr, not rounded to 1 778.
    expect(line(body, 'Unibet')).toMatchObject({
      kind: 'cash',
      stake: 750,
      minOdds: 1.8,
      payouts: { home: 1777.5, draw: 2550, away: 2325 },
    });
    // Bonus money: odds × the balance played; 2.2 × 1 234,50 = 2 715,90.
    expect(line(body, 'Bet365')).toMatchObject({
      kind: 'bonus_money',
      stake: 1234.5,
      minOdds: 1.5,
      payouts: { home: 2715.9, draw: 4320.75, away: 4073.85 },
    });
    // A stake-returned free bet of the offer's 500 kr pays odds × 500.
    expect(line(body, 'Bwin')).toMatchObject({
      kind: 'free_bet_sr',
      stake: 500,
      minOdds: null,
      payouts: { home: 1050, draw: 1800, away: 1700 },
    });
    // A free bet pays only its winnings: (odds − 1) × 100.
    expect(line(body, 'NordicBet')).toMatchObject({
      kind: 'free_bet',
      stake: 100,
      payouts: { home: 105, draw: 255, away: 275 },
    });
    const totals = { home: 0, draw: 0, away: 0 };
    for (const l of body.plan) totals[OUTCOME_KEY[l.outcome]] += l.payouts[OUTCOME_KEY[l.outcome]];
    const returns = body.returns as typeof totals;
    for (const key of ['home', 'draw', 'away'] as const)
      expect(returns[key]).toBeCloseTo(totals[key], 9);
    const minReturn = Math.min(returns.home, returns.draw, returns.away);
    expect(body.minReturn).toBe(minReturn);
    expect(body.totalStake).toBe(750 + 1234.5 + 500 + 100);
    expect(body.cashOutlay).toBe(750);
    expect(body.guaranteedResult).toBeCloseTo(minReturn - 750, 9);
    expect(body.lossBeyondBonuses).toBe(false);
    expect(body.optimal).toBe(true);
  });

  it('rounds a payout down to whole øre, never up', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    // 2.37 × 0,33 kr = 0,7821 kr: paid 0,78.
    const res = await post(clientId, {
      odds: [{ site: 'NordicBet', stake: 0.33, home: 2.37, draw: 2.37, away: 2.37 }],
    }).expect(201);
    expect(res.body.plan[0].payouts).toEqual({ home: 0.78, draw: 0.78, away: 0.78 });
  });

  it('takes default stakes from the offer and the deposit, and refuses a bonus row with neither', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    await api()
      .put(`/api/clients/${clientId}/sites/Bet365`)
      .set('Authorization', admin.bearer)
      .send({ state: 'bonus', deposit: 800 })
      .expect(200);
    const res = await post(clientId, {
      odds: [
        { site: 'Unibet', kind: 'free_bet', home: 2.1, draw: 3.4, away: 3.6 },
        { site: 'Bet365', kind: 'bonus_money', home: 2.1, draw: 3.4, away: 3.6 },
      ],
    }).expect(201);
    expect(line(res.body, 'Unibet').stake).toBe(200);
    expect(line(res.body, 'Bet365').stake).toBe(800 + 1000);
    const refused = await post(clientId, {
      odds: [{ site: 'NordicBet', kind: 'free_bet', home: 2.1, draw: 3.4, away: 3.6 }],
    }).expect(400);
    expect(refused.body.errors['odds.0.stake']).toMatch(/NordicBet har intet tilbud/);
  });

  it('never backs an outcome below the minimum odds; equal odds are allowed', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    // Unibet's qualifying minimum is 1.80: home at 1.79 may not be backed, even where it would
    // balance the plan best. The row's own minimum 3.40 on NordicBet leaves X (3.40) and 2.
    const res = await post(clientId, {
      odds: [
        { site: 'Unibet', home: 1.79, draw: 3.6, away: 4.8 },
        { site: 'Bwin', kind: 'cash', home: 1.8, draw: 3.7, away: 4.6 },
        { site: 'NordicBet', minOdds: '3,40', home: 1.85, draw: 3.4, away: 4.5 },
      ],
    }).expect(201);
    expect(line(res.body, 'Unibet').outcome).not.toBe('1');
    expect(line(res.body, 'Unibet').minOdds).toBe(1.8);
    expect(line(res.body, 'NordicBet').outcome).not.toBe('1');
    expect(line(res.body, 'NordicBet').minOdds).toBe(3.4);
    // With Unibet forbidden on 1, only Bwin or NordicBet can cover it; NordicBet may not.
    expect(line(res.body, 'Bwin').outcome).toBe('1');
  });

  it('answers 400 on a row with no allowed outcome, naming the minimum, and stores nothing', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    const before = await sql(app, 'select count(*)::int as n from bet_plans');
    const res = await post(clientId, {
      odds: [
        { site: 'NordicBet', home: 2.1, draw: 3.4, away: 3.6 },
        { site: 'Unibet', kind: 'free_bet', home: 1.5, draw: 1.9, away: 1.95 },
      ],
    }).expect(400);
    expect(res.body.errors).toEqual({ 'odds.1': 'Ingen af Unibets odds når minimumsodds 2,00' });
    expect(await sql(app, 'select count(*)::int as n from bet_plans')).toEqual(before);
  });

  it.each([
    [
      'odds with three decimals',
      { odds: [{ site: 'NordicBet', home: 2.105, draw: 3.4, away: 3.6 }] },
      'odds.0.home',
    ],
    [
      'minimum odds with three decimals',
      { odds: [{ site: 'NordicBet', minOdds: '1,805', home: 2.1, draw: 3.4, away: 3.6 }] },
      'odds.0.minOdds',
    ],
    [
      'an unknown kind',
      { odds: [{ site: 'NordicBet', kind: 'gift', home: 2.1, draw: 3.4, away: 3.6 }] },
      'odds.0.kind',
    ],
    [
      'a stake of 0',
      { odds: [{ site: 'NordicBet', stake: 0, home: 2.1, draw: 3.4, away: 3.6 }] },
      'odds.0.stake',
    ],
    [
      'a stake with three decimals',
      { odds: [{ site: 'NordicBet', stake: 10.005, home: 2.1, draw: 3.4, away: 3.6 }] },
      'odds.0.stake',
    ],
    [
      'an event over 120 characters',
      { event: 'x'.repeat(121), odds: [{ site: 'NordicBet', home: 2.1, draw: 3.4, away: 3.6 }] },
      'event',
    ],
    [
      'a kick-off that is no date',
      { kickoffAt: 'i aften', odds: [{ site: 'NordicBet', home: 2.1, draw: 3.4, away: 3.6 }] },
      'kickoffAt',
    ],
  ])('answers 400 for %s on that field', async (_case, body, field) => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    const res = await post(clientId, body).expect(400);
    expect(res.body.errors).toHaveProperty([field]);
  });

  it('flags a plan that loses more than its offers are worth', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    // One cash row at 1 000 kr with no offer: it can only lose.
    const losing = await post(clientId, {
      odds: [
        { site: 'NordicBet', stake: 1000, home: 1.5, draw: 4, away: 6 },
        { site: 'Bwin', stake: 1000, home: 1.5, draw: 4, away: 6 },
      ],
    }).expect(201);
    expect(losing.body.guaranteedResult).toBeLessThan(0);
    expect(losing.body.lossBeyondBonuses).toBe(true);
    // Unibet's 200 kr free bet outweighs a small qualifying loss.
    const worth = await post(clientId, {
      odds: [
        { site: 'Unibet', home: 2.0, draw: 3.5, away: 3.9 },
        { site: 'Bwin', home: 2.05, draw: 3.45, away: 3.8 },
        { site: 'NordicBet', home: 2.1, draw: 3.4, away: 3.7 },
      ],
    }).expect(201);
    expect(worth.body.guaranteedResult).toBeLessThan(0);
    expect(worth.body.guaranteedResult + 200 + 500).toBeGreaterThanOrEqual(0);
    expect(worth.body.lossBeyondBonuses).toBe(false);
  });

  it('keeps the match and its kick-off with the plan', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    const res = await post(clientId, {
      event: ' FC København - Brøndby IF ',
      kickoffAt: '2026-11-29T18:00:00+01:00',
      odds: [{ site: 'NordicBet', home: 2.1, draw: 3.4, away: 3.6 }],
    }).expect(201);
    expect(res.body).toMatchObject({
      event: 'FC København - Brøndby IF',
      kickoffAt: '2026-11-29T17:00:00.000Z',
      placedAt: null,
    });
    const read = await api()
      .get(`/api/bet-plans/${res.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(read.body).toEqual(res.body);
  });

  it("'Marker som placeret' moves cash rows to bet_placed, bonus rows to bonus_placed, and counts wagering", async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    await api()
      .put(`/api/clients/${clientId}/sites/Bet365`)
      .set('Authorization', admin.bearer)
      .send({ state: 'bonus', deposit: 1000 })
      .expect(200);
    const before = (await progress(clientId)).find((r) => r.site === 'Bet365');
    // 10 × (1 000 deposit + 1 000 bonus), the deadline 60 days from the deposit.
    expect(before?.wageringLeft).toBe(20_000);
    const [{ deposited_at: depositedAt }] = await sql<{ deposited_at: string }>(
      app,
      `select deposited_at from client_site_progress where client_id = ? and site = 'Bet365'`,
      [clientId],
    );
    expect(before?.wageringDeadline).toBe(
      new Date(new Date(depositedAt).getTime() + 60 * 86_400_000).toISOString(),
    );
    expect((await progress(clientId)).find((r) => r.site === 'Unibet')?.wageringLeft).toBeNull();

    const plan = await post(clientId, {
      odds: [
        { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 },
        { site: 'Bet365', kind: 'bonus_money', stake: 2000.5, home: 2.05, draw: 3.5, away: 3.7 },
        { site: 'Bwin', kind: 'free_bet_sr', home: 2.2, draw: 3.3, away: 3.4 },
      ],
    }).expect(201);
    // Not placed yet: nothing counts.
    expect((await progress(clientId)).find((r) => r.site === 'Bet365')?.wageringLeft).toBe(20_000);
    await api()
      .post(`/api/bet-plans/${plan.body.id}/placed`)
      .set('Authorization', other.bearer)
      .expect(404);

    const placed = await api()
      .post(`/api/bet-plans/${plan.body.id}/placed`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const state = (site: string) =>
      (placed.body as { site: string; state: string; wageringLeft: number | null }[]).find(
        (r) => r.site === site,
      );
    expect(state('Unibet')?.state).toBe('bet_placed');
    expect(state('Bet365')?.state).toBe('bonus_placed');
    expect(state('Bwin')?.state).toBe('bonus_placed');
    expect(state('NordicBet')?.state).toBe('none');
    expect(state('Bet365')?.wageringLeft).toBe(20_000 - 2000.5);

    const stamped = await api()
      .get(`/api/bet-plans/${plan.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(stamped.body.placedAt).toEqual(expect.any(String));
    // A second press changes nothing: the stakes count once.
    await api()
      .post(`/api/bet-plans/${plan.body.id}/placed`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const again = await api()
      .get(`/api/bet-plans/${plan.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(again.body.placedAt).toBe(stamped.body.placedAt);
    expect((await progress(clientId)).find((r) => r.site === 'Bet365')?.wageringLeft).toBe(
      20_000 - 2000.5,
    );

    // bonus_placed sits between bonus and withdrawn; a recruiter can set it too.
    await api()
      .put(`/api/clients/${clientId}/sites/Unibet`)
      .set('Authorization', admin.bearer)
      .send({ state: 'bonus_placed' })
      .expect(200);
  });

  it('keeps offers, plans and wagering to their own admin', async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
    await post(
      clientId,
      { odds: [{ site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 }] },
      other,
    ).expect(404);
    await api()
      .get(`/api/clients/${clientId}/sites`)
      .set('Authorization', other.bearer)
      .expect(404);
    const theirs = (
      await api().get('/api/settings/me').set('Authorization', other.bearer).expect(200)
    ).body;
    expect(theirs.sites.every((s: { offer: unknown }) => s.offer === null)).toBe(true);
  });
});
