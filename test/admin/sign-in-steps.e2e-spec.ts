import { jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AdminsService } from '../../src/admins/admins.service.js';
import { createAdmin, recordPersonalData } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('a generated first password is changed at the first sign-in', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('holds the session to the password change, then opens everything', async () => {
    const email = `foerste-${Date.now()}@arbi.test`;
    const password = 'genereret-Xq7pLm2vR9sT4wZ';
    recordPersonalData(email);
    await RequestContext.create(app.get(MikroORM).em, () =>
      app.get(AdminsService).create({ email, password, mustChangePassword: true }),
    );
    const agent = request.agent(app.getHttpServer());
    const res = await agent.post('/api/auth/login').send({ email, password }).expect(200);
    expect(res.body.next).toBe('change_password');
    const held = await agent.get('/api/clients').expect(403);
    expect(held.body.message).toBe('Vælg en ny adgangskode, før du fortsætter');
    expect((await agent.get('/api/auth/session').expect(200)).body.next).toBe('change_password');
    await agent
      .post('/api/auth/password')
      .send({ currentPassword: password, newPassword: 'min-egen-lange-hemmelige-saetning' })
      .expect(204);
    expect((await agent.get('/api/auth/session').expect(200)).body.next).toBeNull();
    await agent.get('/api/clients').expect(200);
  });
});

describe("'Dine sessioner': the devices signed in, and sign-out per device", () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const loginAs = (email: string, password: string, agent: string) =>
    request(app.getHttpServer())
      .post('/api/auth/login')
      .set('User-Agent', agent)
      .send({ email, password })
      .expect(200);

  it('lists each device with its browser, and signs one out', async () => {
    const admin = await createAdmin(app);
    const phone = (await loginAs(admin.email, admin.password, PHONE)).body.token;
    const laptop = (await loginAs(admin.email, admin.password, LAPTOP)).body.token;
    const list = await request(app.getHttpServer())
      .get('/api/auth/sessions')
      .set('Authorization', `Bearer ${laptop}`)
      .expect(200);
    const browsers = list.body.map((s: { browser: string }) => s.browser);
    expect(browsers).toEqual(expect.arrayContaining(['Chrome på Android', 'Safari på macOS']));
    const current = list.body.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([
      expect.objectContaining({ browser: 'Safari på macOS', createdAt: expect.any(String) }),
    ]);
    const phoneSession = list.body.find(
      (s: { browser: string }) => s.browser === 'Chrome på Android',
    );
    await request(app.getHttpServer())
      .delete(`/api/auth/sessions/${phoneSession.id}`)
      .set('Authorization', `Bearer ${laptop}`)
      .expect(204);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${phone}`)
      .expect(401);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${laptop}`)
      .expect(200);
  });

  it("answers 404 for another admin's session, an ended one, and an id that cannot exist", async () => {
    const admin = await createAdmin(app);
    const other = await createAdmin(app);
    const [theirs] = (
      await request(app.getHttpServer())
        .get('/api/auth/sessions')
        .set('Authorization', other.bearer)
        .expect(200)
    ).body;
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id'])
      await request(app.getHttpServer())
        .delete(`/api/auth/sessions/${id}`)
        .set('Authorization', admin.bearer)
        .expect(404);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', other.bearer)
      .expect(200);
  });
});

describe('the session cookie behind https', () => {
  it('is __Host- and Secure whenever PUBLIC_URL is https, even when the request looks like http; a warning says so', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const app = await createTestApp({ PUBLIC_URL: 'https://arbi.example.dk' });
    const admin = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password })
      .expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('__Host-arbi_session='));
    expect(session).toMatch(/; Path=\/;.* HttpOnly; Secure; SameSite=Strict$/);
    expect(session).not.toMatch(/Domain=/);
    expect(cookies.find((c) => c.startsWith('__Host-arbi_device='))).toMatch(/Secure/);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Cookie', session!.split(';')[0])
      .expect(200);
    const events = warn.mock.calls.map(([entry]) => (entry as { event?: string })?.event);
    expect(events).toContain('https_public_url_without_proxy');
    expect(events).toContain('https_public_url_http_request');
    warn.mockRestore();
    await app.close();
  });
});
