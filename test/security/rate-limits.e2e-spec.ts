import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createAdmin, signupBody, sql } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const TOO_MANY = 'Du har prøvet for mange gange. Vent lidt og prøv igen.';

describe('rate limits per client address', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_SIGNUP: '3',
      RATE_LIMIT_REFERRAL: '4',
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_PUBLIC: '1000',
    });
  });
  afterAll(() => app.close());

  it('answers signups past the limit with 429, Retry-After and a Danish message, storing nothing', async () => {
    const admin = await createAdmin(app);
    for (let i = 0; i < 3; i++)
      await request(app.getHttpServer()).post('/api/start').send(signupBody(admin.id)).expect(201);
    const blocked = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id))
      .expect(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: TOO_MANY,
      error: 'Too Many Requests',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(
      await sql(app, 'select count(*)::int as n from clients where admin_id = ?', [admin.id]),
    ).toEqual([{ n: 3 }]);
  });

  it('limits referral lookups (only 10 000 codes exist)', async () => {
    const admin = await createAdmin(app);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await request(app.getHttpServer())
            .post('/api/referal')
            .send({ referal: 1000 + i, admin: admin.id })
        ).status,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });

  it('limits logins per address and email, so other accounts still sign in', async () => {
    // Each builder signs in once, so the victim has 2 attempts left of 3.
    const victim = await createAdmin(app);
    const other = await createAdmin(app);
    const attempt = (email: string, password: string) =>
      request(app.getHttpServer()).post('/api/auth/login').send({ email, password });
    expect((await attempt(victim.email, 'wrong-password-1')).status).toBe(401);
    expect((await attempt(victim.email, 'wrong-password-2')).status).toBe(401);
    expect((await attempt(victim.email, victim.password)).status).toBe(429);
    expect((await attempt(other.email, other.password)).status).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const admin = await createAdmin(app);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(app.getHttpServer())
        .post('/api/referal')
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send({ referal: 2000 + i, admin: admin.id });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY=1)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REFERRAL: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => app.close());

  it('counts the address the proxy saw, and the client cannot dodge it by adding its own hops', async () => {
    const admin = await createAdmin(app);
    const lookup = (forwardedFor: string) =>
      request(app.getHttpServer())
        .post('/api/referal')
        .set('X-Forwarded-For', forwardedFor)
        .send({ referal: '3000', admin: admin.id });
    expect((await lookup('198.51.100.7')).status).toBe(404);
    expect((await lookup('198.51.100.7')).status).toBe(404);
    expect((await lookup('198.51.100.7')).status).toBe(429);
    // A forged first hop does not help: the trusted proxy appended the real address last.
    expect((await lookup('10.9.9.9, 198.51.100.7')).status).toBe(429);
    // Another real client is counted on its own.
    expect((await lookup('198.51.100.8')).status).toBe(404);
  });

  it('marks the session cookie Secure and sends HSTS when the proxy says HTTPS', async () => {
    const admin = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('rate limits shared through Redis (REDIS_URL)', () => {
  it('counts hits of two instances together', async () => {
    const env = { REDIS_URL: redisUrl!, RATE_LIMIT_REFERRAL: '3' };
    // Counters outlive a run (that is the point): start this one from zero.
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys('arbi:rl:*');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      const admin = await createAdmin(a);
      const code = String(1000 + Math.floor(Math.random() * 8999));
      const statuses = [];
      for (const app of [a, b, a, b, a]) {
        statuses.push(
          (
            await request(app.getHttpServer())
              .post('/api/referal')
              .send({ referal: code, admin: admin.id })
          ).status,
        );
      }
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('Idempotency-Key while the first request is still running', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers concurrent retries 409 or the first answer, never a second row', async () => {
    const admin = await createAdmin(app);
    const key = randomUUID();
    const body = signupBody(admin.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(app.getHttpServer()).post('/api/start').set('Idempotency-Key', key).send(body),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    expect(
      await sql(app, 'select count(*)::int as n from clients where admin_id = ?', [admin.id]),
    ).toEqual([{ n: 1 }]);
  });
});
