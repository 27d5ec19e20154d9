import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('sweeping referral codes', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_REFERRAL: '100',
      RATE_LIMIT_REFERRAL_RECRUITER: '30',
    });
  });
  afterAll(() => app.close());

  const lookup = (address: string, admin: string, code: number) =>
    request(app.getHttpServer())
      .post('/api/referal')
      .set('X-Forwarded-For', address)
      .send({ referal: String(code), admin });

  const addReferral = async (recruiter: TestAdmin, code: string) =>
    request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', recruiter.bearer)
      .send({ name: 'Peter Emil Hansen', email: 'peter@example.dk', phone: '22334455', code })
      .expect(201);

  it("stops a sweep of one recruiter's codes, shows only first name and initial, and real visitors still get their answer", async () => {
    const recruiter = await createAdmin(app);
    const other = await createAdmin(app);
    await addReferral(recruiter, '1005');
    await addReferral(recruiter, '4321');
    const statuses: number[] = [];
    const names: string[] = [];
    // One address tries 40 codes of one recruiter: the recruiter's hourly bucket for it stops at 30.
    for (let i = 0; i < 40; i++) {
      const res = await lookup('198.51.100.1', recruiter.id, 1000 + i);
      statuses.push(res.status);
      if (res.status === 200) names.push(res.body.name);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(names).toEqual(['Peter H.']);
    // The sweep does not switch the lookup off: a visitor elsewhere gets their referral's name.
    const visitor = await lookup('203.0.113.7', recruiter.id, 4321).expect(200);
    expect(visitor.body).toEqual({ name: 'Peter H.' });
    await lookup('198.51.100.99', other.id, 1234).expect(404);
  }, 60_000);

  it('counts an IPv6 client by its /64: a new address in the same network is the same client', async () => {
    const recruiter = await createAdmin(app);
    for (let i = 0; i < 30; i++)
      await lookup(`2001:db8:7:1::${(i + 1).toString(16)}`, recruiter.id, 2000 + i).expect(404);
    await lookup('2001:db8:7:1::ffff', recruiter.id, 2100).expect(429);
    await lookup('2001:db8:7:2::1', recruiter.id, 2101).expect(404);
  });
});
