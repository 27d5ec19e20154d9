import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signIn, sql, type TestAdmin } from '../support/builders.js';
import { openLiveStream } from '../support/live-stream.js';
import { createTestApp, ownDatabase } from '../support/test-app.js';
import { softPasskey } from '../support/soft-passkey.js';
import { codeFor, turnOnTwoFactor } from '../support/totp.js';

const CLOSED = 'Din konto er lukket';

describe("the owner's accounts: roles, closing and reopening (PRODUCT.md §20)", () => {
  let app: NestExpressApplication;
  let base: string;
  let owner: TestAdmin;
  const api = () => request(app.getHttpServer());
  const login = (admin: TestAdmin, password = admin.password) =>
    api().post('/api/auth/login').send({ email: admin.email, password });
  const close = (admin: TestAdmin, by = owner) =>
    api().post(`/api/admins/${admin.id}/deactivate`).set('Authorization', by.bearer);
  const reopen = (admin: TestAdmin, by = owner) =>
    api().post(`/api/admins/${admin.id}/reactivate`).set('Authorization', by.bearer);

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_FAILURE_MS: '0' });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    owner = await createAdmin(app, AdminRole.SuperAdmin);
  });
  afterAll(() => app.close());

  it('creates another owner when asked for the role, and a recruiter by default', async () => {
    const suffix = Date.now().toString(36);
    const password = `Zq8-${suffix}-vX3-pL9w`;
    const email = `anden.ejer.${suffix}@example.dk`;
    const created = await api()
      .post('/api/admins')
      .set('Authorization', owner.bearer)
      .send({ email: email.toUpperCase(), password, role: 'superadmin' })
      .expect(201);
    expect(created.body).toMatchObject({ email, role: 'superadmin' });
    const token = await signIn(app, email, password);
    await api().get('/api/admins').set('Authorization', `Bearer ${token}`).expect(200);
    const recruiter = await api()
      .post('/api/admins')
      .set('Authorization', owner.bearer)
      .send({ email: `rekrutter.${suffix}@example.dk`, password })
      .expect(201);
    expect(recruiter.body.role).toBe('admin');
  });

  it("ends a closed recruiter's sessions, tokens and live streams at once; the right password then gets 403, a wrong one the usual 401", async () => {
    const recruiter = await createAdmin(app);
    const cookie = [(await login(recruiter).expect(200)).headers['set-cookie']].flat()[0]!;
    const live = await openLiveStream(base, recruiter.bearer);
    expect(live.status).toBe(200);

    const closed = await close(recruiter).expect(200);
    expect(closed.body).toMatchObject({ id: recruiter.id, deactivatedAt: expect.any(String) });
    await live.ended;
    await api().get('/api/clients').set('Authorization', recruiter.bearer).expect(401);
    await api().get('/api/clients').set('Cookie', cookie.split(';')[0]).expect(401);
    const [{ open }] = await sql<{ open: number }>(
      app,
      'select count(*)::int as open from sessions where admin_id = ? and revoked_at is null',
      [recruiter.id],
    );
    expect(open).toBe(0);

    const refused = await login(recruiter).expect(403);
    expect(refused.body.message).toBe(CLOSED);
    const wrong = await login(recruiter, 'not-the-password-at-all').expect(401);
    expect(wrong.body.message).toBe('Forkert email eller adgangskode');
    expect(JSON.stringify(wrong.body)).not.toContain('lukket');

    const listed = await api()
      .get('/api/admins')
      .query({ filter: JSON.stringify({ active: false, id: [recruiter.id] }) })
      .set('Authorization', owner.bearer)
      .expect(200);
    expect(listed.body.map((a: { id: string }) => a.id)).toEqual([recruiter.id]);
    expect((await close(recruiter).expect(409)).body.message).toBe('Kontoen er allerede lukket');
  });

  it('reopens a closed account: the password signs in again; reopening an open one is a 409', async () => {
    const recruiter = await createAdmin(app);
    await close(recruiter).expect(200);
    const reopened = await reopen(recruiter).expect(200);
    expect(reopened.body.deactivatedAt).toBeNull();
    const token = (await login(recruiter).expect(200)).body.token;
    await api().get('/api/clients').set('Authorization', `Bearer ${token}`).expect(200);
    expect((await reopen(recruiter).expect(409)).body.message).toBe('Kontoen er ikke lukket');
  });

  it('refuses the second-factor step and the password links of a closed account', async () => {
    const recruiter = await createAdmin(app);
    const { url } = await turnOnTwoFactor(app, recruiter);
    const ticket = (await login(recruiter).expect(200)).body.ticket;
    expect(ticket).toEqual(expect.any(String));
    const link = await api()
      .post(`/api/admins/${recruiter.id}/password-reset`)
      .set('Authorization', owner.bearer)
      .expect(201);
    await close(recruiter).expect(200);
    const second = await api()
      .post('/api/auth/login/totp')
      .send({ ticket, code: codeFor(url) })
      .expect(403);
    expect(second.body.message).toBe(CLOSED);
    const token = new URL(link.body.url).hash.slice(1);
    const spent = await api()
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'et-helt-nyt-kodeord-2026' })
      .expect(400);
    expect(spent.body.errors).toHaveProperty('token');
    const again = await api()
      .post(`/api/admins/${recruiter.id}/password-reset`)
      .set('Authorization', owner.bearer)
      .expect(409);
    expect(again.body.message).toMatch(/Kontoen er lukket/);
  });

  it("refuses a closed account's passkey with 403, the same passkey that signed in while it was open", async () => {
    const recruiter = await createAdmin(app);
    // The relying party is the request's host (no PUBLIC_URL here).
    const host = 'localhost';
    const key = softPasskey(`http://${host}`);
    const cookiesOf = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    const registration = await api()
      .post('/api/auth/passkeys/registration/options')
      .set('Host', host)
      .set('Authorization', recruiter.bearer)
      .expect(200);
    await api()
      .post('/api/auth/passkeys/registration/verify')
      .set('Host', host)
      .set('Authorization', recruiter.bearer)
      .set('Cookie', cookiesOf(registration))
      .send({ response: key.register(registration.body.challenge), name: 'Testnøgle' })
      .expect(201);
    const signInWithKey = async () => {
      const options = await api()
        .post('/api/auth/passkeys/authentication/options')
        .set('Host', host)
        .expect(200);
      return api()
        .post('/api/auth/passkeys/authentication/verify')
        .set('Host', host)
        .set('Cookie', cookiesOf(options))
        .send({ response: key.authenticate(options.body.challenge) });
    };
    expect((await signInWithKey()).status).toBe(200);
    await close(recruiter).expect(200);
    const refused = await signInWithKey();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CLOSED);
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^arbi_session=[^;]/)]),
    );
  });

  it('answers 404 for an unknown account and 403 to a recruiter, changing nothing', async () => {
    const recruiter = await createAdmin(app);
    const other = await createAdmin(app);
    await api()
      .post('/api/admins/nobody-here/deactivate')
      .set('Authorization', owner.bearer)
      .expect(404);
    await api()
      .post('/api/admins/nobody-here/reactivate')
      .set('Authorization', owner.bearer)
      .expect(404);
    await close(other, recruiter).expect(403);
    await login(other).expect(200);
  });

  it('writes each closing and reopening to the audit log as the owner', async () => {
    const recruiter = await createAdmin(app);
    await close(recruiter).expect(200);
    await reopen(recruiter).expect(200);
    const audit = await api()
      .get('/api/audit')
      .query({ filter: JSON.stringify({ adminId: owner.id }), range: '[0,999]' })
      .set('Authorization', owner.bearer)
      .expect(200);
    const about = audit.body
      .filter((entry: { recordId: string }) => entry.recordId === recruiter.id)
      .map((entry: { action: string }) => entry.action);
    expect(about.sort()).toEqual(['admin.deactivated', 'admin.reactivated']);
  });
});

// Who else is an owner depends on the database: its own, with exactly the owners made here.
describe('the last active owner (PRODUCT.md §20)', () => {
  let app: NestExpressApplication;
  let db: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await ownDatabase('owners');
    app = await createTestApp({ LOGIN_FAILURE_MS: '0' }, db.url);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('cannot be closed, by itself or anyone; with a second owner active, either may go', async () => {
    const api = () => request(app.getHttpServer());
    const first = await createAdmin(app, AdminRole.SuperAdmin);
    const alone = await api()
      .post(`/api/admins/${first.id}/deactivate`)
      .set('Authorization', first.bearer)
      .expect(409);
    expect(alone.body.message).toMatch(/mindst én aktiv ejer/);
    const second = await createAdmin(app, AdminRole.SuperAdmin);
    await api()
      .post(`/api/admins/${second.id}/deactivate`)
      .set('Authorization', first.bearer)
      .expect(200);
    await api()
      .post(`/api/admins/${first.id}/deactivate`)
      .set('Authorization', first.bearer)
      .expect(409);
    await api()
      .post(`/api/admins/${second.id}/reactivate`)
      .set('Authorization', first.bearer)
      .expect(200);
    // Closing oneself, with another owner active: allowed, and this session ends with it.
    await api()
      .post(`/api/admins/${first.id}/deactivate`)
      .set('Authorization', first.bearer)
      .expect(200);
    await api().get('/api/admins').set('Authorization', first.bearer).expect(401);
    const [{ owners }] = await sql<{ owners: number }>(
      app,
      "select count(*)::int as owners from admins where role = 'superadmin' and deactivated_at is null",
    );
    expect(owners).toBe(1);
  });
});
