import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('sweeping referral codes from many addresses', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_REFERRAL: '20',
      RATE_LIMIT_REFERRAL_RECRUITER: '30',
    });
  });
  afterAll(() => app.close());

  const lookup = (address: string, admin: string, code: number) =>
    request(app.getHttpServer())
      .post('/api/referal')
      .set('X-Forwarded-For', address)
      .send({ referal: String(code), admin });

  it("caps one recruiter's lookups over all addresses, and shows only first name and initial", async () => {
    const recruiter = await createAdmin(app);
    const other = await createAdmin(app);
    await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', recruiter.bearer)
      .send({
        name: 'Peter Emil Hansen',
        email: 'peter@example.dk',
        phone: '22334455',
        code: '1005',
      })
      .expect(201);
    const statuses: number[] = [];
    const names: string[] = [];
    // 10 addresses, 20 codes each: within every address's own limit.
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 20; i++) {
        const res = await lookup(
          `198.51.100.${address}`,
          recruiter.id,
          1000 + (address - 1) * 20 + i,
        );
        statuses.push(res.status);
        if (res.status === 200) names.push(res.body.name);
      }
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(names).toEqual(['Peter H.']);
    // Another recruiter's visitors are not held up.
    await lookup('198.51.100.99', other.id, 1234).expect(404);
  }, 60_000);
});
