import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('recruiter manages referrals (/api/referrals, POST /api/referal)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;
  const referral = (code: string, name = 'Peter Hansen') => ({
    name,
    email: 'peter@example.dk',
    phone: '+45 12 34 56 78',
    code,
  });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('creates a referral and counts the clients who signed up with its code', async () => {
    const created = await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send(referral('0042'))
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...referral('0042'),
      phone: '+4512345678', // the normal form every writer stores
      clientCount: 0,
      reward: 0,
      rewardEarned: 0,
      rewardPaid: 0,
      rewardOwed: 0,
    });
    await signUp(app, admin.id, { referal: '0042' });
    await signUp(app, admin.id, { referal: 42 });
    await signUp(app, other.id, { referal: '0042' });
    const res = await request(app.getHttpServer())
      .get(`/api/referrals/${created.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body.clientCount).toBe(2);
    const listed = await request(app.getHttpServer())
      .get('/api/referrals')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(listed.headers['content-range']).toBe('referrals 0-0/1');
    expect(listed.body).toEqual([res.body]);
  });

  it('refuses a duplicate code for the same admin (409) but allows it for another admin', async () => {
    await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send(referral('1111'))
      .expect(201);
    const dup = await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send(referral('1111'))
      .expect(409);
    expect(dup.body.errors.code).toBe('Det referal nummer er allerede i brug');
    await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', other.bearer)
      .send(referral('1111'))
      .expect(201);
  });

  it.each([
    ['a 3-digit code', { code: '123' }, 'code'],
    ['a numeric code', { code: 1234 }, 'code'],
    ['a bad email', { email: 'nope' }, 'email'],
    ['an extra field', { clientCount: 99 }, 'clientCount'],
  ])('answers 400 for %s and writes nothing', async (_case, change, field) => {
    const before = await sql(app, 'select count(*)::int as n from referrals where admin_id = ?', [
      admin.id,
    ]);
    const res = await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send({ ...referral('2222'), ...change })
      .expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(
      await sql(app, 'select count(*)::int as n from referrals where admin_id = ?', [admin.id]),
    ).toEqual(before);
  });

  it('updates and deletes own referrals only', async () => {
    const created = await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send(referral('3333'))
      .expect(201);
    const path = `/api/referrals/${created.body.id}`;
    await request(app.getHttpServer())
      .put(path)
      .set('Authorization', other.bearer)
      .send({ name: 'Hijack' })
      .expect(404);
    await request(app.getHttpServer()).delete(path).set('Authorization', other.bearer).expect(404);
    const updated = await request(app.getHttpServer())
      .put(path)
      .set('Authorization', admin.bearer)
      .send({ name: 'Peter H.' })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Peter H.', code: '3333' });
    await request(app.getHttpServer()).delete(path).set('Authorization', admin.bearer).expect(200);
    await request(app.getHttpServer()).get(path).set('Authorization', admin.bearer).expect(404);
  });

  it('looks up a code for the signup form: the name only, or 404 with the page’s message', async () => {
    await request(app.getHttpServer())
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send(referral('5678', 'Lise Lund'))
      .expect(201);
    const found = await request(app.getHttpServer())
      .post('/api/referal')
      .send({ referal: 5678, admin: admin.id })
      .expect(200);
    expect(found.body).toEqual({ name: 'Lise L.' });
    const missing = await request(app.getHttpServer())
      .post('/api/referal')
      .send({ referal: '9999', admin: admin.id })
      .expect(404);
    expect(missing.body.message).toBe('Der er ikke nogen med det ID');
    // Codes are per admin: another admin's visitors do not find it.
    await request(app.getHttpServer())
      .post('/api/referal')
      .send({ referal: '5678', admin: other.id })
      .expect(404);
    await request(app.getHttpServer())
      .post('/api/referal')
      .send({ referal: 'abcd', admin: admin.id })
      .expect(400);
  });
});
