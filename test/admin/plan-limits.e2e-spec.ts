import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import {
  TOO_MANY_PLANS,
  TOO_MANY_PLANS_AT_ONCE,
} from '../../src/betting/pool/plan-limits.interceptor.js';
import { createAdmin, signUp, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** 60 sites of near-even odds: the planner works up to its time limit on these. */
const hardSites = Array.from({ length: 60 }, (_, i) => {
  const money = 500 + ((i * 137) % 1500);
  const odds = [2.9 + ((i * 7) % 13) / 100, 3 + ((i * 11) % 17) / 100, 2.95 + ((i * 5) % 19) / 100];
  return {
    siteName: `Side ${i}`,
    homeWin: Math.round(odds[0] * money),
    draw: Math.round(odds[1] * money),
    awayWin: Math.round(odds[2] * money),
    money,
  };
});

// Plans take up to their 500 ms time limit each, in processes at the lowest CPU priority.
const SLOW = 60_000;

describe('plan requests are limited per admin, in a pool every admin shares', () => {
  let app: INestApplication;
  const legacyPlan = (who: TestAdmin) =>
    request(app.getHttpServer())
      .get('/api/bet')
      .query({ data: JSON.stringify(hardSites) })
      .set('Authorization', who.bearer);

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_PLANS: '3' });
  });
  afterAll(() => app.close(), SLOW);

  it(
    'runs two plans of one admin at once and refuses a third meanwhile, in Danish; another admin still plans',
    async () => {
      const [busy, other] = [await createAdmin(app), await createAdmin(app)];
      const answers = await Promise.all([
        legacyPlan(busy),
        legacyPlan(busy),
        legacyPlan(busy),
        legacyPlan(other),
      ]);
      const statuses = answers
        .slice(0, 3)
        .map((res) => res.status)
        .sort();
      expect(statuses).toEqual([200, 200, 429]);
      const refused = answers.find((res) => res.status === 429)!;
      expect(refused.body.message).toBe(TOO_MANY_PLANS_AT_ONCE);
      expect(refused.headers['retry-after']).toBe('1');
      expect(answers[3].status).toBe(200);
      for (const res of answers.filter((a) => a.status === 200)) {
        expect(res.body.message.best_combination).toHaveLength(60);
        expect(res.body.message.max_return).toBeGreaterThan(0);
      }
    },
    SLOW,
  );

  it(
    'refuses plans beyond RATE_LIMIT_PLANS a minute per admin with 429 and Retry-After',
    async () => {
      const admin = await createAdmin(app);
      const clientId = await signUp(app, admin.id, { sites: ['Betfair'] });
      const plan = () =>
        request(app.getHttpServer())
          .post('/api/bet-plans')
          .set('Authorization', admin.bearer)
          .send({ clientId, odds: [{ site: 'Unibet', home: 2.1, draw: 3.4, away: 3.6 }] });
      for (let i = 0; i < 3; i++) await plan().expect(201);
      const refused = await plan().expect(429);
      expect(refused.body.message).toBe(TOO_MANY_PLANS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const legacy = await legacyPlan(admin).expect(429);
      expect(legacy.body.message).toBe(TOO_MANY_PLANS);
    },
    SLOW,
  );
});
