import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

interface Event {
  type: string;
  data: Record<string, unknown>;
}

/** §22 and the working day of issue 36: when odds were entered, and marking a plan placed. */
describe('odds entered at, and one placement (/api/clients/{id}/bet-plans, /api/bet-plans/{id}/placed)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const api = () => request(app.getHttpServer());
  const plan = (clientId: string, body: unknown, who = admin) =>
    api()
      .post(`/api/clients/${clientId}/bet-plans`)
      .set('Authorization', who.bearer)
      .send(body as object);
  const place = (planId: string, body?: unknown, who = admin) => {
    const req = api().post(`/api/bet-plans/${planId}/placed`).set('Authorization', who.bearer);
    return body === undefined ? req : req.send(body as object);
  };
  const events = async (clientId: string): Promise<Event[]> =>
    (
      await api()
        .get(`/api/clients/${clientId}/events`)
        .set('Authorization', admin.bearer)
        .expect(200)
    ).body;
  const sites = async (clientId: string) =>
    (
      await api()
        .get(`/api/clients/${clientId}/sites`)
        .set('Authorization', admin.bearer)
        .expect(200)
    ).body as { site: string; state: string; deposit: number }[];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
    await api()
      .put('/api/settings/me')
      .set('Authorization', admin.bearer)
      .send({
        sites: [
          { name: 'Unibet', stake: 2000 },
          { name: 'Bet365', stake: 1000, offer: { kind: 'free_bet', bonus: 200 } },
          { name: 'Bwin', stake: 1000 },
          { name: 'NordicBet', stake: 500 },
        ],
      })
      .expect(200);
  });
  afterAll(() => app.close());

  const odds = [
    { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 },
    { site: 'Bwin', home: 2.2, draw: 3.3, away: 3.4 },
    { site: 'NordicBet', home: 2.0, draw: 3.6, away: 3.9 },
  ];

  it("keeps when each row's odds were entered, and the plan's as the oldest row's", async () => {
    const clientId = await signUp(app, admin.id, { sites: [] });
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const res = await plan(clientId, {
      odds: [
        { ...odds[0], enteredAt: minutesAgo(14) },
        { ...odds[1], enteredAt: minutesAgo(2) },
        // A phone clock running ahead: taken as now, never as a time to come.
        { ...odds[2], enteredAt: new Date(now + 3_600_000).toISOString() },
      ],
    }).expect(201);
    expect(res.body.oddsEnteredAt).toBe(minutesAgo(14));
    expect(res.body.odds.map((row: { enteredAt: string }) => row.enteredAt).slice(0, 2)).toEqual([
      minutesAgo(14),
      minutesAgo(2),
    ]);
    expect(Date.parse(res.body.odds[2].enteredAt)).toBeLessThanOrEqual(
      Date.parse(res.body.createdAt),
    );
    const [stored] = await sql<{ odds_entered_at: string }>(
      app,
      'select odds_entered_at from bet_plans where id = ?',
      [res.body.id],
    );
    expect(new Date(stored.odds_entered_at).toISOString()).toBe(minutesAgo(14));

    // The plan's own time, when the page sends one.
    const given = await plan(clientId, { odds, oddsEnteredAt: minutesAgo(30) }).expect(201);
    expect(given.body.oddsEnteredAt).toBe(minutesAgo(30));
  });

  it.each([
    [
      'a time that is no date',
      { odds: [{ ...odds[0], enteredAt: 'lige nu' }] },
      'odds.0.enteredAt',
    ],
    ["a plan's time that is no date", { odds, oddsEnteredAt: '14:05' }, 'oddsEnteredAt'],
  ])('refuses %s with a Danish message on the field', async (_, body, field) => {
    const clientId = await signUp(app, admin.id, { sites: [] });
    const res = await plan(clientId, body).expect(400);
    expect(res.body.errors).toEqual({ [field]: 'Skriv tidspunktet som dato og tid' });
    expect(await sql(app, 'select id from bet_plans where client_id = ?', [clientId])).toEqual([]);
  });

  it("marks a plan placed with the cash rows' deposits, in one timeline line with the amounts", async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Bwin'] });
    await api()
      .put(`/api/clients/${clientId}/sites/Bet365`)
      .set('Authorization', admin.bearer)
      .send({ state: 'bonus' })
      .expect(200);
    await api()
      .put(`/api/clients/${clientId}/sites/NordicBet`)
      .set('Authorization', admin.bearer)
      .send({ state: 'deposited', deposit: 800 })
      .expect(200);
    const made = await plan(clientId, {
      odds: [
        { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 },
        { site: 'Bet365', kind: 'free_bet', home: 2.05, draw: 3.5, away: 3.7 },
        { site: 'NordicBet', home: 2.0, draw: 3.6, away: 3.9 },
      ],
    }).expect(201);
    const before = (await events(clientId)).length;

    const res = await place(made.body.id, {
      deposits: [
        { site: 'unibet', deposit: 2000 },
        { site: 'NordicBet', deposit: 800 },
      ],
    }).expect(200);
    const state = (site: string) => (res.body as { site: string }[]).find((r) => r.site === site);
    expect(state('Unibet')).toMatchObject({ state: 'bet_placed', deposit: 2000 });
    expect(state('NordicBet')).toMatchObject({ state: 'bet_placed', deposit: 800 });
    expect(state('Bet365')).toMatchObject({ state: 'bonus_placed', deposit: 0 });
    expect(await sites(clientId)).toEqual(res.body);

    const timeline = await events(clientId);
    const added = timeline.slice(0, timeline.length - before);
    const placed = added.filter((event) => event.type === 'bet_placed');
    expect(placed).toHaveLength(1);
    const stakes = Object.fromEntries(
      (made.body.plan as { site: string; stake: number }[]).map((line) => [line.site, line.stake]),
    );
    expect(placed[0].data).toEqual({
      betPlanId: made.body.id,
      sites: [
        { site: 'Unibet', kind: 'cash', stake: stakes.Unibet, deposit: 2000, depositChange: 2000 },
        { site: 'Bet365', kind: 'free_bet', stake: stakes.Bet365, deposit: 0, depositChange: 0 },
        {
          site: 'NordicBet',
          kind: 'cash',
          stake: stakes.NordicBet,
          deposit: 800,
          depositChange: 0,
        },
      ].filter((line) => line.stake > 0),
      totalStake: made.body.totalStake,
      depositChange: 2000,
    });
    // The sites' own lines stay (the money figures read them), marked as this placement's.
    const progressLines = added.filter((event) => event.type === 'site_progress');
    expect(progressLines.length).toBeGreaterThan(0);
    for (const line of progressLines) expect(line.data.betPlanId).toBe(made.body.id);
    const deposits = progressLines.reduce((sum, e) => sum + Number(e.data.depositChange), 0);
    expect(deposits).toBe(2000);

    // Pressed again: nothing moves, and the timeline keeps its one line.
    await place(made.body.id, { deposits: [{ site: 'Unibet', deposit: 5000 }] }).expect(200);
    expect((await events(clientId)).length).toBe(timeline.length);
    expect((await sites(clientId)).find((r) => r.site === 'Unibet')?.deposit).toBe(2000);
  });

  it('places without deposits as before: the deposits stay what they were', async () => {
    const clientId = await signUp(app, admin.id, { sites: [] });
    const made = await plan(clientId, { odds }).expect(201);
    const res = await place(made.body.id).expect(200);
    for (const row of res.body as { site: string; state: string; deposit: number }[])
      expect(row.deposit).toBe(0);
    const [line] = (await events(clientId)).filter((event) => event.type === 'bet_placed');
    expect(line.data.depositChange).toBe(0);
  });

  it.each([
    [
      'a site not in the plan',
      { deposits: [{ site: 'Bet365', deposit: 1000 }] },
      { 'deposits.0.site': 'Bet365 er ikke en kontant række i planen' },
    ],
    [
      'a site twice',
      {
        deposits: [
          { site: 'Unibet', deposit: 1000 },
          { site: 'UNIBET', deposit: 2000 },
        ],
      },
      { 'deposits.1.site': 'Unibet står der to gange' },
    ],
    [
      'a deposit below 0',
      { deposits: [{ site: 'Unibet', deposit: -5 }] },
      { 'deposits.0.deposit': 'Indskud kan ikke være negativt' },
    ],
    [
      'a deposit in øre',
      { deposits: [{ site: 'Unibet', deposit: 1999.5 }] },
      { 'deposits.0.deposit': 'Indskud skal være et helt antal kr' },
    ],
    [
      'deposits that are no list',
      { deposits: 'Unibet' },
      { deposits: 'deposits skal være en liste' },
    ],
  ])('refuses %s with a Danish message, placing nothing', async (_, body, errors) => {
    const clientId = await signUp(app, admin.id, { sites: [] });
    const made = await plan(clientId, { odds }).expect(201);
    const res = await place(made.body.id, body).expect(400);
    expect(res.body.errors).toEqual(errors);
    expect((await sites(clientId)).every((row) => row.state === 'none')).toBe(true);
    const read = await api()
      .get(`/api/bet-plans/${made.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(read.body.placedAt).toBeNull();
    expect((await events(clientId)).some((event) => event.type === 'bet_placed')).toBe(false);
  });

  it("keeps another admin's plan out of reach (404), deposits or not", async () => {
    const clientId = await signUp(app, admin.id, { sites: [] });
    const made = await plan(clientId, { odds }).expect(201);
    await place(made.body.id, { deposits: [{ site: 'Unibet', deposit: 2000 }] }, other).expect(404);
    expect((await sites(clientId)).find((r) => r.site === 'Unibet')?.deposit).toBe(0);
  });
});
