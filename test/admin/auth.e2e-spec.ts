import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signIn } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('recruiter signs in and out (/api/auth)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('signs in with email in any letter case, returning a token and an httpOnly SameSite=Strict cookie', async () => {
    const admin = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: admin.email.toUpperCase(), password: admin.password })
      .expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      admin: { id: admin.id, email: admin.email, role: 'admin' },
      next: null,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/arbi_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|hash/i);
  });

  it('answers one generic 401 for an unknown email and for a wrong password', async () => {
    const admin = await createAdmin(app);
    const wrong = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: admin.email, password: 'not-the-password!' })
      .expect(401);
    const unknown = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: 'nobody@arbi.test', password: 'whatever-password' })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Forkert email eller adgangskode');
  });

  it('answers 400 for a malformed login body', async () => {
    await request(app.getHttpServer()).post('/api/auth/login').send({ email: 42 }).expect(400);
  });

  it('signs a request in with the cookie or the bearer token; me never shows a hash', async () => {
    const admin = await createAdmin(app);
    const agent = request.agent(app.getHttpServer());
    await agent
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    const byCookie = await agent.get('/api/auth/me').expect(200);
    expect(byCookie.body).toEqual({
      id: admin.id,
      email: admin.email,
      role: 'admin',
      createdAt: expect.any(String),
      deactivatedAt: null,
      transferredTo: null,
    });
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', admin.bearer)
      .expect(200);
    await request(app.getHttpServer()).get('/api/auth/me').expect(401);
  });

  it('tells the sign-in page who is signed in without a 401: the admin, or null when signed out or the session ended', async () => {
    const admin = await createAdmin(app);
    const agent = request.agent(app.getHttpServer());
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({
      admin: null,
      next: null,
    });
    await agent
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({
      admin: {
        id: admin.id,
        email: admin.email,
        role: 'admin',
        createdAt: expect.any(String),
        deactivatedAt: null,
        transferredTo: null,
      },
      next: null,
    });
    const tampered = `${admin.bearer.slice(0, -2)}xx`;
    expect(
      (
        await request(app.getHttpServer())
          .get('/api/auth/session')
          .set('Authorization', tampered)
          .expect(200)
      ).body,
    ).toEqual({ admin: null, next: null });
    await agent.post('/api/auth/logout').expect(204);
    await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('Authorization', admin.bearer)
      .expect(204);
    expect(
      (
        await request(app.getHttpServer())
          .get('/api/auth/session')
          .set('Authorization', admin.bearer)
          .expect(200)
      ).body,
    ).toEqual({ admin: null, next: null });
  });

  it('ends the session at once on logout, and clears the cookie', async () => {
    const admin = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set('Authorization', admin.bearer)
      .expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/arbi_session=;/);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', admin.bearer)
      .expect(401);
    await request(app.getHttpServer()).post('/api/auth/logout').expect(401);
  });

  it('changes the password, ending every old session, and the new password signs in', async () => {
    const admin = await createAdmin(app);
    const otherSession = await signIn(app, admin.email, admin.password);
    const newPassword = 'a-brand-new-long-password';
    const res = await request(app.getHttpServer())
      .post('/api/auth/password')
      .set('Authorization', admin.bearer)
      .send({ currentPassword: admin.password, newPassword })
      .expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/arbi_session=ey/);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', admin.bearer)
      .expect(401);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${otherSession}`)
      .expect(401);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(401);
    await signIn(app, admin.email, newPassword);
  });

  it.each([
    [
      'a wrong current password',
      (p: string) => ({ currentPassword: `${p}x`, newPassword: 'another-long-password' }),
      'currentPassword',
    ],
    [
      'a too short new password',
      (p: string) => ({ currentPassword: p, newPassword: 'short' }),
      'newPassword',
    ],
    [
      'a too long new password',
      (p: string) => ({ currentPassword: p, newPassword: 'x'.repeat(129) }),
      'newPassword',
    ],
    [
      'a common new password',
      (p: string) => ({ currentPassword: p, newPassword: '1qaz2wsx3edc' }),
      'newPassword',
    ],
  ])('refuses %s with 400 and keeps the old password', async (_case, body, field) => {
    const admin = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/auth/password')
      .set('Authorization', admin.bearer)
      .send(body(admin.password))
      .expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    await signIn(app, admin.email, admin.password);
  });

  it('answers 401 to password change without a session', async () => {
    await request(app.getHttpServer())
      .post('/api/auth/password')
      .send({ currentPassword: 'x', newPassword: 'y' })
      .expect(401);
  });
});
