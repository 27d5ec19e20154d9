import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';
import { codeFor, turnOnTwoFactor } from '../support/totp.js';

describe('two-factor sign-in with an authenticator app', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ LOGIN_FAILURE_MS: '0' });
  });
  afterAll(() => app.close());

  const api = () => request(app.getHttpServer());
  const login = (admin: TestAdmin) =>
    api().post('/api/auth/login').send({ email: admin.email, password: admin.password });

  const turnOn = (admin: TestAdmin) => turnOnTwoFactor(app, admin);

  it('asks for a code after the password; a wrong one and a replayed one are refused', async () => {
    const admin = await createAdmin(app);
    const { url, recoveryCodes } = await turnOn(admin);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const first = await login(admin).expect(200);
    expect(first.body).toEqual({ mfaRequired: true, ticket: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The ticket is no session.
    await api().get('/api/auth/me').set('Authorization', `Bearer ${first.body.ticket}`).expect(401);

    const wrong = await api()
      .post('/api/auth/login/totp')
      .send({ ticket: first.body.ticket, code: '12345x' })
      .expect(401);
    expect(wrong.body.message).toBe('Koden er forkert eller allerede brugt');

    // The code the set-up used, and the next one once used: each works once only.
    const replayedFromSetup = await api()
      .post('/api/auth/login/totp')
      .send({ ticket: first.body.ticket, code: codeFor(url) });
    expect(replayedFromSetup.status).toBe(401);
    const next = codeFor(url, 1);
    const signedIn = await api()
      .post('/api/auth/login/totp')
      .send({ ticket: first.body.ticket, code: next })
      .expect(200);
    expect(signedIn.body.admin.id).toBe(admin.id);
    await api()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${signedIn.body.token}`)
      .expect(200);
    const again = await login(admin).expect(200);
    await api()
      .post('/api/auth/login/totp')
      .send({ ticket: again.body.ticket, code: next })
      .expect(401);
  });

  it('takes a recovery code once', async () => {
    const admin = await createAdmin(app);
    const { recoveryCodes } = await turnOn(admin);
    const { ticket } = (await login(admin).expect(200)).body;
    const code = recoveryCodes[3].toUpperCase();
    await api().post('/api/auth/login/totp').send({ ticket, code }).expect(200);
    await api().post('/api/auth/login/totp').send({ ticket, code }).expect(401);
    const status = await api().get('/api/auth/totp').set('Authorization', admin.bearer).expect(200);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 9, required: false });
  });

  it('refuses an old or forged ticket', async () => {
    const res = await api()
      .post('/api/auth/login/totp')
      .send({ ticket: 'not-a-ticket', code: '123456' })
      .expect(401);
    expect(res.body.message).toMatch(/^Log ind igen/);
  });

  it('turns off with the password and a code, and not without', async () => {
    const admin = await createAdmin(app);
    const { url, recoveryCodes } = await turnOn(admin);
    const wrongPassword = await api()
      .delete('/api/auth/totp')
      .set('Authorization', admin.bearer)
      .send({ password: 'not-my-password-1', code: codeFor(url, 1) })
      .expect(400);
    expect(wrongPassword.body.errors.password).toBeDefined();
    await api()
      .delete('/api/auth/totp')
      .set('Authorization', admin.bearer)
      .send({ password: admin.password, code: recoveryCodes[0] })
      .expect(204);
    const res = await login(admin).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});
