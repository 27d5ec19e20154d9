import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import {
  createAdmin,
  signIn,
  signUp,
  signupBody,
  sql,
  type TestAdmin,
} from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

interface Entry {
  id: string;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  at: string;
}

describe('the audit log (GET /api/audit): who saw or changed personal data', () => {
  let app: INestApplication;
  let superadmin: TestAdmin;
  let admin: TestAdmin;
  const audit = (who: TestAdmin, filter: Record<string, unknown>) =>
    request(app.getHttpServer())
      .get('/api/audit')
      .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['at', 'ASC']) })
      .set('Authorization', who.bearer);

  beforeAll(async () => {
    app = await createTestApp();
    superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    admin = await createAdmin(app);
  }, 60_000);
  afterAll(() => app.close());

  it('writes one entry per audited action, with who, what, which record and when, and no personal data', async () => {
    const started = new Date().toISOString();
    const body = signupBody(admin.id);
    const id = (await request(app.getHttpServer()).post('/api/start').send(body).expect(201)).body
      .id as string;
    const erasedId = await signUp(app, admin.id);
    const server = () => request(app.getHttpServer());
    const as = admin.bearer;
    await signIn(app, admin.email, admin.password);
    await server().get('/api/clients').set('Authorization', as).expect(200);
    const shown = await server().get(`/api/clients/${id}`).set('Authorization', as).expect(200);
    await server()
      .put(`/api/clients/${id}`)
      .set('Authorization', as)
      .send({ ...shown.body, phone: '+4570707070' })
      .expect(200);
    await server()
      .post('/api/audit/exports')
      .set('Authorization', as)
      .send({ resource: 'clients' })
      .expect(204);
    await server()
      .put('/api/settings/me')
      .set('Authorization', as)
      .send({ texts: { welcome: { title: 'Hej', text: 'Velkommen' } } })
      .expect(200);
    await server().post(`/api/clients/${id}/archive`).set('Authorization', as).expect(200);
    await server().delete(`/api/clients/${erasedId}`).set('Authorization', as).expect(200);
    // Refused requests show nothing, so they write nothing.
    await server().get(`/api/clients/${erasedId}`).set('Authorization', as).expect(404);

    const res = await audit(superadmin, { adminId: admin.id, from: started }).expect(200);
    const entries = res.body as Entry[];
    expect(entries.map((e) => [e.action, e.resource, e.recordId])).toEqual([
      ['admin.signed_in', 'admins', admin.id],
      ['clients.listed', 'clients', null],
      ['client.viewed', 'clients', id],
      ['client.corrected', 'clients', id],
      ['clients.exported', 'clients', null],
      ['texts.changed', 'settings', admin.id],
      ['client.archived', 'clients', id],
      ['client.erased', 'clients', erasedId],
    ]);
    expect(res.headers['content-range']).toBe('audit 0-7/8');
    for (const entry of entries) {
      expect(entry.adminId).toBe(admin.id);
      // The super-admin reads who it was by email; the log itself keeps the id only.
      expect(entry.adminEmail).toBe(admin.email);
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(started));
    }
    const text = JSON.stringify(entries);
    for (const personal of [body.name, body.email, body.phone, body.age, '70707070']) {
      expect(text).not.toContain(personal as string);
    }
    const stored = JSON.stringify(
      await sql(app, 'select * from audit_log where admin_id = ? and at >= ?', [admin.id, started]),
    );
    expect(stored).toContain(admin.id);
    for (const personal of [body.name, body.email, body.phone, admin.email]) {
      expect(stored).not.toContain(personal as string);
    }
  });

  it("writes one entry per view of a list: the page's several reads of it are one, a list of archived customers none", async () => {
    const viewer = await createAdmin(app);
    await signUp(app, viewer.id);
    const started = new Date().toISOString();
    const list = (filter: object, range = [0, 24]) =>
      request(app.getHttpServer())
        .get('/api/clients')
        .query({ filter: JSON.stringify(filter), range: JSON.stringify(range) })
        .set('Authorization', viewer.bearer)
        .expect(200);
    // Kundeliste: the active customers and, beside them, the archived ones (blanked: no personal data).
    await list({ archived: false });
    await list({ archived: true }, [0, 9]);
    // The dashboard: its queue and its follow-ups, read at once.
    await Promise.all([list({ archived: false }, [0, 4]), list({ archived: false, due: true })]);
    await request(app.getHttpServer())
      .get('/api/referrals')
      .set('Authorization', viewer.bearer)
      .expect(200);
    await request(app.getHttpServer())
      .get('/api/referrals')
      .set('Authorization', viewer.bearer)
      .expect(200);
    const res = await audit(superadmin, { adminId: viewer.id, from: started }).expect(200);
    expect((res.body as Entry[]).map((e) => [e.action, e.adminEmail])).toEqual([
      ['clients.listed', viewer.email],
      ['referrals.listed', viewer.email],
    ]);
    // Another admin's view at the same time is their own entry.
    const other = await createAdmin(app);
    await list({ archived: false });
    await request(app.getHttpServer())
      .get('/api/clients')
      .set('Authorization', other.bearer)
      .expect(200);
    const theirs = await audit(superadmin, { adminId: other.id, from: started }).expect(200);
    expect((theirs.body as Entry[]).map((e) => [e.action, e.adminEmail])).toEqual([
      ['admin.signed_in', other.email],
      ['clients.listed', other.email],
    ]);
  });

  it("records reading a customer's notes and timeline, and the referrals", async () => {
    const id = await signUp(app, admin.id);
    const server = () => request(app.getHttpServer());
    const referral = await server()
      .post('/api/referrals')
      .set('Authorization', admin.bearer)
      .send({ name: 'Bo Hansen', email: 'bo@example.dk', phone: '12345678', code: '8642' })
      .expect(201);
    const started = new Date().toISOString();
    await server().get(`/api/clients/${id}/notes`).set('Authorization', admin.bearer).expect(200);
    await server().get(`/api/clients/${id}/events`).set('Authorization', admin.bearer).expect(200);
    await server().get('/api/referrals').set('Authorization', admin.bearer).expect(200);
    await server()
      .get(`/api/referrals/${referral.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const res = await audit(superadmin, { adminId: admin.id, from: started }).expect(200);
    expect((res.body as Entry[]).map((e) => [e.action, e.resource, e.recordId])).toEqual([
      ['client.notes_viewed', 'clients', id],
      ['client.events_viewed', 'clients', id],
      ['referrals.listed', 'referrals', null],
      ['referral.viewed', 'referrals', referral.body.id],
    ]);
  });

  it("records the super-admin's admin creation, and filters by action and time", async () => {
    const created = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send({ email: `ny-${Date.now()}@arbi.test`, password: 'a-long-enough-password-1' })
      .expect(201);
    const res = await audit(superadmin, { action: 'admin.created', adminId: superadmin.id });
    expect(res.status).toBe(200);
    expect(res.body.map((e: Entry) => e.recordId)).toEqual([created.body.id]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await audit(superadmin, { from: future }).expect(200);
    expect(later.body).toEqual([]);
    const past = await audit(superadmin, { to: '2000-01-01' }).expect(200);
    expect(past.body).toEqual([]);
  });

  it('is for the super-admin only, and refuses unknown filters and actions', async () => {
    await audit(admin, {}).expect(403);
    await request(app.getHttpServer()).get('/api/audit').expect(401);
    const unknownAction = await audit(superadmin, { action: 'client.eaten' }).expect(400);
    expect(unknownAction.body.errors['filter.action']).toMatch(/skal være en af/);
    await audit(superadmin, { email: 'x' }).expect(400);
    await audit(superadmin, { from: 'i går' }).expect(400);
  });

  it('accepts only the customer export as an export event', async () => {
    await request(app.getHttpServer())
      .post('/api/audit/exports')
      .set('Authorization', admin.bearer)
      .send({ resource: 'admins' })
      .expect(400);
  });
});
