import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../../src/admins/admin.entity.js';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const LOCKED = /^For mange forkerte forsøg/;

/** The device cookie from a sign-in's answer, as a browser would send it back. */
const deviceCookie = (res: request.Response): string => {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const device = cookies.find((c) => c.startsWith('arbi_device='));
  if (!device) throw new Error('no device cookie');
  return device.split(';')[0];
};

describe("a stranger's guessing does not lock out the account's owner on a known device", () => {
  let app: INestApplication;
  let owner: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_SLOW_AFTER: '5',
      LOGIN_LOCKOUT_AFTER: '10',
      LOGIN_ACCOUNT_LOCKOUT_AFTER: '20',
      LOGIN_FAILURE_MS: '0',
    });
    owner = await createAdmin(app, AdminRole.SuperAdmin);
  });
  afterAll(() => app.close());

  const login = (address: string, email: string, password: string, cookie?: string) => {
    const req = request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', address);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ email, password });
  };

  it('lets the real user in on a known device after 60 guesses, keeps unknown devices out, and the owner lifts it', async () => {
    const victim = await createAdmin(app);
    const first = await login('203.0.113.7', victim.email, victim.password).expect(200);
    const known = deviceCookie(first);

    // The attacker: 30 guesses spread over 30 addresses, then 30 more from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(`198.51.100.${i + 1}`, victim.email, `guess-${i}-xyzzy`)).status);
    for (let i = 30; i < 60; i++)
      statuses.push((await login('192.0.2.66', victim.email, `guess-${i}-xyzzy`)).status);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));

    // A device that never signed in is locked out, even with the right password...
    const stranger = await login('203.0.113.99', victim.email, victim.password).expect(429);
    expect(stranger.body.message).toMatch(LOCKED);
    // ...and so is one with a device cookie of another account, or a forged one.
    const other = await createAdmin(app);
    const otherDevice = deviceCookie(await login('203.0.113.8', other.email, other.password));
    await login('203.0.113.7', victim.email, victim.password, otherDevice).expect(429);
    await login('203.0.113.7', victim.email, victim.password, 'arbi_device=forged').expect(429);

    // The real user on their known device gets in, from their own address or the attacker's.
    await login('203.0.113.7', victim.email, victim.password, known).expect(200);
    await login('192.0.2.66', victim.email, victim.password, known).expect(200);

    // The owner lifts the account-wide lock: a new device may sign in again.
    await request(app.getHttpServer())
      .delete(`/api/admins/${victim.id}/throttle`)
      .set('Authorization', owner.bearer)
      .expect(204);
    await login('203.0.113.99', victim.email, victim.password).expect(200);
  });

  it('still stops guessing from a known device (counted per device)', async () => {
    const victim = await createAdmin(app);
    const known = deviceCookie(await login('203.0.113.20', victim.email, victim.password));
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await login('203.0.113.20', victim.email, `wrong-${i}-xyzzy`, known)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });

  it('only lets the owner lift a lockout', async () => {
    const plain = await createAdmin(app);
    await request(app.getHttpServer())
      .delete(`/api/admins/${owner.id}/throttle`)
      .set('Authorization', plain.bearer)
      .expect(403);
  });
});
