import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const REFUSED = 'Forespørgslen kom fra en anden side og er afvist';

/** A page on another port of the same host, auto-submitting a form with the victim's cookie. */
describe('cross-site requests signed by the session cookie', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp({ CORS_ORIGINS: 'https://panel.example.dk' });
    admin = await createAdmin(app);
    const login = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    cookie = String(login.headers['set-cookie']).split(';')[0];
  });
  afterAll(() => app.close());

  const post = (path: string) =>
    request(app.getHttpServer()).post(path).set('Host', 'arbi.example.dk').set('Cookie', cookie);

  it('refuses an archive from another origin or another site, and archives nothing', async () => {
    const client = await signUp(app, admin.id);
    const forged = await post(`/api/clients/${client}/archive`)
      .set('Origin', 'http://arbi.example.dk:8081')
      .expect(403);
    expect(forged.body).toEqual({ statusCode: 403, message: REFUSED, error: 'Forbidden' });
    await post(`/api/clients/${client}/archive`).set('Sec-Fetch-Site', 'same-site').expect(403);
    await post(`/api/clients/${client}/archive`).set('Origin', 'null').expect(403);
    const card = await request(app.getHttpServer())
      .get(`/api/clients/${client}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(card.body.archivedAt).toBeNull();
  });

  it('refuses a forged sign-out, and the session lives on', async () => {
    await post('/api/auth/logout').set('Origin', 'http://arbi.example.dk:8081').expect(403);
    await request(app.getHttpServer()).get('/api/auth/me').set('Cookie', cookie).expect(200);
  });

  it('lets this origin, a configured origin and bearer calls through', async () => {
    const own = await signUp(app, admin.id);
    await post(`/api/clients/${own}/archive`).set('Origin', 'http://arbi.example.dk').expect(200);
    const configured = await signUp(app, admin.id);
    await post(`/api/clients/${configured}/archive`)
      .set('Origin', 'https://panel.example.dk')
      .expect(200);
    const sameOrigin = await signUp(app, admin.id);
    await post(`/api/clients/${sameOrigin}/archive`)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    const byBearer = await signUp(app, admin.id);
    await request(app.getHttpServer())
      .post(`/api/clients/${byBearer}/archive`)
      .set('Authorization', admin.bearer)
      .set('Origin', 'https://elsewhere.example')
      .expect(200);
  });

  it('refuses the cookie when another header than a bearer token is sent (a proxy adds Basic)', async () => {
    const client = await signUp(app, admin.id);
    await post(`/api/clients/${client}/archive`)
      .set('Authorization', 'Basic dXNlcjpwYXNz')
      .set('Origin', 'http://arbi.example.dk:8081')
      .expect(403);
    const card = await request(app.getHttpServer())
      .get(`/api/clients/${client}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(card.body.archivedAt).toBeNull();
  });

  it('refuses reads from another site or port: no forged audit entry, no quota spent', async () => {
    const client = await signUp(app, admin.id);
    const viewed = () =>
      sql(app, 'select 1 from audit_log where record_id = ? and action = ?', [
        client,
        'client.viewed',
      ]);
    const before = (await viewed()).length;
    for (const site of ['same-site', 'cross-site'])
      await request(app.getHttpServer())
        .get(`/api/clients/${client}`)
        .set('Host', 'arbi.example.dk')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', site)
        .expect(403);
    expect((await viewed()).length).toBe(before);
    // This origin's own page, and a configured panel elsewhere, still read with the cookie.
    await request(app.getHttpServer())
      .get(`/api/clients/${client}`)
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    await request(app.getHttpServer())
      .get(`/api/clients/${client}`)
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://panel.example.dk')
      .expect(200);
  });
});
