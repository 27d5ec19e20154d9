import type { INestApplication } from '@nestjs/common';
import type { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { AdminRole } from '../../src/admins/admin.entity.js';
import { createAdmin, recordPersonalData, sql, type TestAdmin } from '../support/builders.js';
import { type Mail, readable, startSmtp, until } from '../support/smtp.js';
import { createTestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://arbi.localhost:8080';
const NEW_PASSWORD = 'blomsterkasse-vandkande-rive-17';

describe('a recruiter who forgot the password gets back in (/api/auth/password-reset)', () => {
  let app: INestApplication;
  let smtp: SMTPServer & { port: number };
  const mails: Mail[] = [];
  beforeAll(async () => {
    smtp = await startSmtp(mails);
    app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL,
      LOGIN_FAILURE_MS: '0',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const api = () => request(app.getHttpServer());
  const mailTo = (email: string) =>
    until(async () => mails.find((m) => m.to.includes(email)), `the mail to ${email}`);
  /** The token from the mail's link (on PUBLIC_URL, in the fragment). */
  const tokenIn = (mail: Mail) => {
    const match = readable(mail.raw).match(
      /http:\/\/arbi\.localhost:8080\/admin\/nulstil#([\w-]+)/,
    );
    if (!match) throw new Error(`no link in ${mail.raw}`);
    return match[1];
  };
  const askFor = (email: string, host?: string) => {
    const req = api().post('/api/auth/password-reset');
    if (host) req.set('Host', host);
    return req.send({ email });
  };

  it('answers 202 alike for a known and an unknown email, and mails only the known one', async () => {
    const admin = await createAdmin(app);
    const unknown = `ingen-${Date.now()}@arbi.test`;
    recordPersonalData(unknown);
    const known = await askFor(admin.email.toUpperCase()).expect(202);
    const stranger = await askFor(unknown).expect(202);
    expect(stranger.body).toEqual(known.body);
    expect(stranger.text).toBe(known.text);
    const mail = await mailTo(admin.email);
    expect(readable(mail.raw)).toMatch(/Nulstil din adgangskode/);
    expect(readable(mail.raw)).toMatch(/inden for 30 minutter/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('mails the link on PUBLIC_URL whatever Host the request names', async () => {
    const admin = await createAdmin(app);
    await askFor(admin.email, 'evil.example').expect(202);
    const mail = await mailTo(admin.email);
    expect(readable(mail.raw)).not.toMatch(/evil\.example/);
    expect(tokenIn(mail)).toBeTruthy();
  });

  it('sets the new password once, ends every session, and the link then is spent', async () => {
    const admin = await createAdmin(app);
    await askFor(admin.email).expect(202);
    const token = tokenIn(await mailTo(admin.email));
    const [row] = await sql<{ minutes: number }>(
      app,
      'select extract(epoch from expires_at - created_at) / 60 as minutes from password_resets where admin_id = ?',
      [admin.id],
    );
    expect(Number(row.minutes)).toBeCloseTo(30, 0);

    // A weak password is refused with the field named, and the link still works after.
    const weak = await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'Sommer2026!!' })
      .expect(400);
    expect(weak.body.errors.newPassword).toMatch(/^Adgangskoden /);

    await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: NEW_PASSWORD })
      .expect(204);
    await api().get('/api/auth/me').set('Authorization', admin.bearer).expect(401);
    await api()
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(401);
    await api()
      .post('/api/auth/login')
      .send({ email: admin.email, password: NEW_PASSWORD })
      .expect(200);
    const again = await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'en-helt-tredje-lang-saetning-9' })
      .expect(400);
    expect(again.body.errors.token).toMatch(/^Linket er udløbet eller allerede brugt/);
  });

  it('refuses a link older than 30 minutes, and a made-up one', async () => {
    const admin = await createAdmin(app);
    await askFor(admin.email).expect(202);
    const token = tokenIn(await mailTo(admin.email));
    await sql(
      app,
      "update password_resets set expires_at = now() - interval '1 second' where admin_id = ?",
      [admin.id],
    );
    for (const tried of [token, 'made-up-token'])
      await api()
        .post('/api/auth/password-reset/confirm')
        .send({ token: tried, newPassword: NEW_PASSWORD })
        .expect(400);
  });

  it('limits requests per email, from any address', async () => {
    const limited = await createTestApp({
      RATE_LIMIT_PASSWORD_RESET_EMAIL: '2',
      TRUST_PROXY: '1',
    });
    const email = `flood-${Date.now()}@arbi.test`;
    const ask = (address: string) =>
      request(limited.getHttpServer())
        .post('/api/auth/password-reset')
        .set('X-Forwarded-For', address)
        .send({ email });
    await ask('198.51.100.1').expect(202);
    await ask('198.51.100.2').expect(202);
    await ask('198.51.100.3').expect(429);
    await limited.close();
  });
});

describe("the owner's link: a reset without email, and an invitation", () => {
  let app: INestApplication;
  let owner: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp({ LOGIN_FAILURE_MS: '0' });
    owner = await createAdmin(app, AdminRole.SuperAdmin);
  });
  afterAll(() => app.close());

  const api = () => request(app.getHttpServer());

  it('invites a new admin without a password: the link sets one, valid 72 hours', async () => {
    const email = `inviteret-${Date.now()}@arbi.test`;
    recordPersonalData(email);
    const created = await api()
      .post('/api/admins')
      .set('Authorization', owner.bearer)
      .send({ email })
      .expect(201);
    // No password yet: nothing signs in.
    await api().post('/api/auth/login').send({ email, password: '!' }).expect(401);
    const link = await api()
      .post(`/api/admins/${created.body.id}/password-reset`)
      .set('Authorization', owner.bearer)
      .expect(201);
    expect(link.body.url).toMatch(/\/admin\/nulstil#[\w-]{40,}$/);
    const hours = (Date.parse(link.body.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const token = link.body.url.split('#')[1];
    await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: NEW_PASSWORD })
      .expect(204);
    await api().post('/api/auth/login').send({ email, password: NEW_PASSWORD }).expect(200);
  });

  it('answers 202 without SMTP, and mails nothing', async () => {
    const admin = await createAdmin(app);
    await api().post('/api/auth/password-reset').send({ email: admin.email }).expect(202);
    const rows = await sql(app, 'select id from password_resets where admin_id = ?', [admin.id]);
    expect(rows).toEqual([]);
  });

  it('is the owner’s alone', async () => {
    const plain = await createAdmin(app);
    await api()
      .post(`/api/admins/${owner.id}/password-reset`)
      .set('Authorization', plain.bearer)
      .expect(403);
  });
});
