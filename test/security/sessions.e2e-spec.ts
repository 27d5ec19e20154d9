import type { INestApplication } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp, TEST_ENV } from '../support/test-app.js';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, secret: string) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('session tokens are checked strictly', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let payload: { sub: string; sid: string; iat: number; exp: number };
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    payload = JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString());
  });
  afterAll(() => app.close());

  const me = (token: string) =>
    request(app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it('accepts the token it issued', async () => {
    await me(admin.token).expect(200);
  });

  it.each([
    [
      'a tampered payload',
      () =>
        `${admin.token.split('.')[0]}.${b64({ ...payload, sub: 'someone-else' })}.${admin.token.split('.')[2]}`,
    ],
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`],
    [
      'a wrong key',
      () => sign({ alg: 'HS256', typ: 'JWT' }, payload, 'another-secret-of-at-least-32-characters'),
    ],
    [
      'an expired token',
      () =>
        sign(
          { alg: 'HS256', typ: 'JWT' },
          { ...payload, exp: Math.floor(Date.now() / 1000) - 10 },
          TEST_ENV.JWT_SECRET,
        ),
    ],
    [
      'HS512 with the right key',
      () => sign({ alg: 'HS512', typ: 'JWT' }, payload, TEST_ENV.JWT_SECRET),
    ],
    [
      'a valid signature on an unknown session',
      () =>
        sign(
          { alg: 'HS256', typ: 'JWT' },
          { ...payload, sid: '00000000-0000-4000-8000-000000000000' },
          TEST_ENV.JWT_SECRET,
        ),
    ],
    ['garbage', () => 'not.a.token'],
    // With the secret, claims of another type must not reach the session query as operators.
    ...(
      [
        ['a query operator as sid', () => ({ sid: { $ne: null } })],
        ['a query operator as sub', () => ({ sub: { $ne: null } })],
        ['a list as sid', () => ({ sid: [payload.sid] })],
      ] as const
    ).map(([name, claims]) => [
      `${name}, signed with the key`,
      () => sign({ alg: 'HS256', typ: 'JWT' }, { ...payload, ...claims() }, TEST_ENV.JWT_SECRET),
    ]),
  ] as [string, () => string][])('refuses %s with 401', async (_case, token) => {
    const res = await me(token()).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: expect.any(String),
      error: 'Unauthorized',
    });
  });
});

describe('CORS only for configured origins', () => {
  it('answers a configured origin and ignores others', async () => {
    const app = await createTestApp({ CORS_ORIGINS: 'https://panel.example.dk' });
    try {
      const allowed = await request(app.getHttpServer())
        .options('/api/clients')
        .set('Origin', 'https://panel.example.dk')
        .set('Access-Control-Request-Method', 'GET');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://panel.example.dk');
      const refused = await request(app.getHttpServer())
        .options('/api/clients')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'GET');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('sends no CORS headers at all by default', async () => {
    const app = await createTestApp();
    try {
      const res = await request(app.getHttpServer())
        .get('/api/health')
        .set('Origin', 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
