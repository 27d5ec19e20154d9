import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, signIn, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('super-admin manages admins (/api/admins)', () => {
  let app: INestApplication;
  let superadmin: TestAdmin;
  let admin: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp();
    superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('creates an admin with the default sites, who can then sign in', async () => {
    const email = 'Ny.Rekrutter@Example.dk';
    const res = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send({ email, password: 'a-long-enough-password' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
      email: email.toLowerCase(),
      role: 'admin',
      createdAt: expect.any(String),
      deactivatedAt: null,
      transferredTo: null,
    });
    const token = await signIn(app, email, 'a-long-enough-password');
    const settings = await request(app.getHttpServer())
      .get('/api/settings/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(settings.body.sites).toHaveLength(12);
  });

  it('stores the password as argon2id with m=19456, t=2, p=1', async () => {
    const [row] = await sql<{ password_hash: string }>(
      app,
      'select password_hash from admins where id = ?',
      [admin.id],
    );
    const [, algorithm, , params] = row.password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(Object.fromEntries(params.split(',').map((p) => p.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
  });

  it('refuses an email already taken in any letter case (409)', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send({ email: admin.email.toUpperCase(), password: 'another-long-password' })
      .expect(409);
    expect(res.body.message).toBe('Der findes allerede en admin med den email');
  });

  it.each([
    ['a short password', { email: 'x1@example.dk', password: 'short' }, 'password'],
    ['a common password', { email: 'x2@example.dk', password: 'qwerty123456' }, 'password'],
    ['a bad email', { email: 'not-an-email', password: 'a-long-enough-password' }, 'email'],
    [
      'an unknown role',
      { email: 'x3@example.dk', password: 'a-long-enough-password', role: 'boss' },
      'role',
    ],
    [
      'a null role',
      { email: 'x4@example.dk', password: 'a-long-enough-password', role: null },
      'role',
    ],
  ])('answers 400 for %s and creates nothing', async (_case, body, field) => {
    const before = await sql(app, 'select count(*)::int as n from admins');
    const res = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send(body)
      .expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(await sql(app, 'select count(*)::int as n from admins')).toEqual(before);
  });

  it('lists and shows admins without any password hash', async () => {
    const list = await request(app.getHttpServer())
      .get('/api/admins')
      .query({ filter: JSON.stringify({ id: [superadmin.id, admin.id] }) })
      .set('Authorization', superadmin.bearer)
      .expect(200);
    expect(list.headers['content-range']).toBe('admins 0-1/2');
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([superadmin.id, admin.id]);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|passwordHash|password_hash/);
    const one = await request(app.getHttpServer())
      .get(`/api/admins/${admin.id}`)
      .set('Authorization', superadmin.bearer)
      .expect(200);
    expect(Object.keys(one.body).sort()).toEqual([
      'createdAt',
      'deactivatedAt',
      'email',
      'id',
      'role',
      'transferredTo',
    ]);
  });

  it('removes an admin, ending their sessions at once, but not itself', async () => {
    const doomed = await createAdmin(app);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', doomed.bearer)
      .expect(200);
    await request(app.getHttpServer())
      .delete(`/api/admins/${doomed.id}`)
      .set('Authorization', superadmin.bearer)
      .expect(200);
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', doomed.bearer)
      .expect(401);
    await request(app.getHttpServer())
      .delete(`/api/admins/${superadmin.id}`)
      .set('Authorization', superadmin.bearer)
      .expect(409);
    await request(app.getHttpServer())
      .delete('/api/admins/nobody')
      .set('Authorization', superadmin.bearer)
      .expect(404);
  });

  it('is closed to plain admins (403) and to visitors (401)', async () => {
    await request(app.getHttpServer())
      .get('/api/admins')
      .set('Authorization', admin.bearer)
      .expect(403);
    await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', admin.bearer)
      .send({ email: 'x@y.dk', password: 'a-long-enough-password' })
      .expect(403);
    await request(app.getHttpServer()).get('/api/admins').expect(401);
  });
});
