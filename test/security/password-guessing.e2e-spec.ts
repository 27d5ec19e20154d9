import { jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const LOCKED =
  /^For mange forkerte forsøg: kontoen er låst i \d+ minutt?e?r?\. Prøv igen senere\.$/;

describe('password guessing at one account, spread over many addresses', () => {
  let app: INestApplication;
  beforeAll(async () => {
    // Behind a proxy, so each guess can come from its own address; the per-address limit is high.
    app = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_SLOW_AFTER: '3',
      LOGIN_LOCKOUT_AFTER: '8',
      LOGIN_ACCOUNT_LOCKOUT_AFTER: '8',
      LOGIN_FAILURE_MS: '0',
    });
  });
  afterAll(() => app.close());

  const login = (address: string, email: string, password: string) =>
    request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ email, password });

  it('slows, then locks the account with a Danish message and a log event; others still sign in', async () => {
    const victim = await createAdmin(app);
    const bystander = await createAdmin(app);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const res = await login(`198.51.100.${i + 1}`, victim.email, `guess-number-${i}-abcdef`);
      answers.push(res);
    }
    const statuses = answers.map((res) => res.status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    const last = answers.at(-1)!;
    expect(last.body.message).toMatch(LOCKED);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not open a locked account either.
    const right = await login('203.0.113.9', victim.email, victim.password).expect(429);
    expect(right.body.message).toMatch(LOCKED);
    expect(
      warn.mock.calls.some(
        ([entry]) =>
          (entry as { event?: string; adminId?: string })?.event === 'account_locked' &&
          (entry as { adminId?: string }).adminId === victim.id,
      ),
    ).toBe(true);
    warn.mockRestore();
    await login('198.51.100.1', bystander.email, bystander.password).expect(200);
  });

  it('limits wrong current passwords when changing the password', async () => {
    const admin = await createAdmin(app);
    const statuses = [];
    for (let i = 0; i < 25; i++) {
      const res = await request(app.getHttpServer())
        .post('/api/auth/password')
        .set('Authorization', admin.bearer)
        .send({
          currentPassword: `wrong-current-${i}`,
          newPassword: 'et-helt-nyt-og-langt-kodeord-9',
        });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429));
    // The session still works; only guessing is stopped.
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', admin.bearer)
      .expect(200);
  });
});
