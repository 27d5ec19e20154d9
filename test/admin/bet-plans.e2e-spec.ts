import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** The exact optimum by trying all 3^N assignments (small N only). */
function bruteForceMinimum(
  rows: { stake: number; home: number; draw: number; away: number }[],
): number {
  let best = 0;
  const totals = [0, 0, 0];
  const visit = (i: number) => {
    if (i === rows.length) {
      best = Math.max(best, Math.min(...totals));
      return;
    }
    const payouts = [rows[i].home, rows[i].draw, rows[i].away].map((odds) =>
      Math.round(odds * rows[i].stake),
    );
    for (let o = 0; o < 3; o++) {
      totals[o] += payouts[o];
      visit(i + 1);
      totals[o] -= payouts[o];
    }
  };
  visit(0);
  return best;
}

describe('recruiter plans a first bet (/api/clients/{id}/bet-plans, GET /api/bet)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  let clientId: string;
  const odds = [
    { site: 'Unibet', home: '2,10', draw: '3,40', away: '3,60' },
    { site: 'Bet365', home: 2.05, draw: 3.5, away: 3.7 },
    { site: 'Bwin', home: '2.2', draw: '3,3', away: '3,4' },
    { site: 'NordicBet', home: 2.0, draw: 3.6, away: 3.9 },
    { site: 'Tipwin', home: 2.15, draw: 3.45, away: 3.5 },
  ];
  const stakes: Record<string, number> = {
    Unibet: 2000,
    Bet365: 1000,
    Bwin: 1000,
    NordicBet: 500,
    Tipwin: 1600,
  };
  const post = (body: unknown, id = clientId, who = admin) =>
    request(app.getHttpServer())
      .post(`/api/clients/${id}/bet-plans`)
      .set('Authorization', who.bearer)
      .send(body as object);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
    clientId = await signUp(app, admin.id, { sites: ['Betfair', 'LeoVegas'] });
  });
  afterAll(() => app.close());

  it('returns the exact optimum with every number the page shows, and stores it', async () => {
    const res = await post({ odds }).expect(201);
    const parsed = odds.map((o) => ({
      stake: stakes[o.site],
      home: Number(String(o.home).replace(',', '.')),
      draw: Number(String(o.draw).replace(',', '.')),
      away: Number(String(o.away).replace(',', '.')),
    }));
    expect(res.body.minReturn).toBe(bruteForceMinimum(parsed));
    expect(res.body.optimal).toBe(true);
    expect(res.body.upperBound).toBe(res.body.minReturn);
    expect(res.body.totalStake).toBe(6100);
    expect(res.body.plan).toHaveLength(5);
    expect(res.body.plan[0]).toEqual({
      site: 'Unibet',
      kind: 'cash',
      stake: 2000,
      minOdds: null,
      outcome: expect.stringMatching(/^(1|X|2)$/),
      payouts: { home: 4200, draw: 6800, away: 7200 },
    });
    // The totals are exactly what the chosen outcomes pay.
    const key = { '1': 'home', X: 'draw', '2': 'away' } as const;
    const totals = { home: 0, draw: 0, away: 0 };
    for (const line of res.body.plan as {
      outcome: '1' | 'X' | '2';
      payouts: Record<string, number>;
    }[]) {
      totals[key[line.outcome]] += line.payouts[key[line.outcome]];
    }
    expect(res.body.returns).toEqual(totals);
    expect(res.body.minReturn).toBe(Math.min(totals.home, totals.draw, totals.away));

    const earlier = await request(app.getHttpServer())
      .get(`/api/clients/${clientId}/bet-plans`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(earlier.body[0]).toEqual(res.body);
    // The odds come back as decimals, so 'Brug oddsene igen' can fill the form from them.
    expect(earlier.body[0].odds).toEqual(
      parsed.map(({ stake: _stake, ...row }, i) => ({
        site: odds[i].site,
        ...row,
        // Sent without times: the odds count as entered when the plan was made.
        enteredAt: res.body.oddsEnteredAt,
      })),
    );
    expect(Date.parse(res.body.oddsEnteredAt)).toBeLessThanOrEqual(Date.parse(res.body.createdAt));
    const [row] = await sql<{ admin_id: string }>(
      app,
      'select admin_id from bet_plans where id = ?',
      [res.body.id],
    );
    expect(row.admin_id).toBe(admin.id);
  });

  it.each([
    ['odds of 1', [{ site: 'Unibet', home: 1, draw: 3, away: 3 }], 'odds.0.home'],
    [
      'odds that are not numbers',
      [{ site: 'Unibet', home: 'to', draw: 3, away: 3 }],
      'odds.0.home',
    ],
    ['infinite odds', [{ site: 'Unibet', home: 2, draw: '1e999', away: 3 }], 'odds.0.draw'],
    ['a site not on the list', [{ site: 'Danske Spil', home: 2, draw: 3, away: 3 }], 'odds.0.site'],
    [
      'a site the client already has',
      [{ site: 'Betfair', home: 2, draw: 3, away: 3 }],
      'odds.0.site',
    ],
    [
      'the same site twice',
      [
        { site: 'Unibet', home: 2, draw: 3, away: 3 },
        { site: 'unibet', home: 2, draw: 3, away: 3 },
      ],
      'odds.1.site',
    ],
    ['no odds', [], 'odds'],
  ])('answers 400 for %s and stores nothing', async (_case, rows, field) => {
    const before = await sql(app, 'select count(*)::int as n from bet_plans');
    const res = await post({ odds: rows }).expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await sql(app, 'select count(*)::int as n from bet_plans')).toEqual(before);
  });

  it('answers 404 for another admin’s client, for plans and for the list', async () => {
    await post({ odds }, clientId, other).expect(404);
    await request(app.getHttpServer())
      .get(`/api/clients/${clientId}/bet-plans`)
      .set('Authorization', other.bearer)
      .expect(404);
  });

  it('keeps the old bet-server contract at GET /api/bet', async () => {
    const data = [
      { siteName: 'A', homeWin: 2100, draw: 3400, awayWin: 3600, money: 1000 },
      { siteName: 'B', homeWin: 2050, draw: 3500, awayWin: 3700, money: 1000 },
      { siteName: 'C', homeWin: 2200, draw: 3300, awayWin: 3400, money: 1000 },
    ];
    const res = await request(app.getHttpServer())
      .get('/api/bet')
      .query({ customer: JSON.stringify({ name: 'x' }), data: JSON.stringify(data) })
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body.message.best_combination).toHaveLength(3);
    expect(res.body.message.max_return).toBe(
      bruteForceMinimum(
        data.map((d) => ({
          stake: d.money,
          home: d.homeWin / d.money,
          draw: d.draw / d.money,
          away: d.awayWin / d.money,
        })),
      ),
    );
    await request(app.getHttpServer())
      .get('/api/bet')
      .query({ data: '[{"siteName":"A"}]' })
      .set('Authorization', admin.bearer)
      .expect(400);
    await request(app.getHttpServer())
      .get('/api/bet')
      .query({ data: JSON.stringify(data) })
      .expect(401);
  });
});
