import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../../src/admins/admin.entity.js';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp, ownDatabase } from '../support/test-app.js';
import { codeFor, turnOnTwoFactor } from '../support/totp.js';

// The policy applies to every admin: its own database, so other test files never see it on.
describe("the owner's 'require two-factor for everyone'", () => {
  let app: INestApplication;
  let db: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await ownDatabase('policy');
    app = await createTestApp({ LOGIN_FAILURE_MS: '0' }, db.url);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const api = () => request(app.getHttpServer());
  const login = (admin: TestAdmin) =>
    api().post('/api/auth/login').send({ email: admin.email, password: admin.password });
  const turnOn = (admin: TestAdmin) => turnOnTwoFactor(app, admin);

  it("the owner's 'require for everyone': refused until the owner has it, then every recruiter sets it up first", async () => {
    const owner = await createAdmin(app, AdminRole.SuperAdmin);
    const plain = await createAdmin(app);
    await api()
      .put('/api/bureau/policy')
      .set('Authorization', plain.bearer)
      .send({ requireTwoFactor: true })
      .expect(403);
    const refused = await api()
      .put('/api/bureau/policy')
      .set('Authorization', owner.bearer)
      .send({ requireTwoFactor: true })
      .expect(409);
    expect(refused.body.message).toMatch(/^Slå totrinsbekræftelse til for dig selv/);
    const bad = await api()
      .put('/api/bureau/policy')
      .set('Authorization', owner.bearer)
      .send({ requireTwoFactor: 'ja' })
      .expect(400);
    expect(bad.body.errors.requireTwoFactor).toBeDefined();

    await turnOn(owner);
    const set = await api()
      .put('/api/bureau/policy')
      .set('Authorization', owner.bearer)
      .send({ requireTwoFactor: true })
      .expect(200);
    expect(set.body.requireTwoFactor).toBe(true);

    // The recruiter without it: signed in, but only to set it up.
    const res = await login(plain).expect(200);
    expect(res.body.next).toBe('set_up_two_factor');
    const bearer = `Bearer ${res.body.token}`;
    const held = await api().get('/api/clients').set('Authorization', bearer).expect(403);
    expect(held.body.message).toBe('Slå totrinsbekræftelse til, før du fortsætter');
    const session = await api().get('/api/auth/session').set('Authorization', bearer).expect(200);
    expect(session.body.next).toBe('set_up_two_factor');
    const setup = await api().post('/api/auth/totp/setup').set('Authorization', bearer).expect(200);
    await api()
      .post('/api/auth/totp/enable')
      .set('Authorization', bearer)
      .send({ code: codeFor(setup.body.otpauthUrl) })
      .expect(200);
    await api().get('/api/clients').set('Authorization', bearer).expect(200);
    // Turning it off is refused while the bureau requires it.
    const off = await api()
      .delete('/api/auth/totp')
      .set('Authorization', bearer)
      .send({ password: plain.password, code: codeFor(setup.body.otpauthUrl, 1) })
      .expect(409);
    expect(off.body.message).toMatch(/^Ejeren kræver/);
    await api()
      .put('/api/bureau/policy')
      .set('Authorization', owner.bearer)
      .send({ requireTwoFactor: false })
      .expect(200);
  });
});
