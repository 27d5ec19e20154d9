import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const WEAK = [
  'aaaaaaaaaaaa',
  '            ',
  'qwertyuiopas',
  'Password123!',
  // The attacker's review (issue 33): Danish words, the site's words, a breached passphrase.
  'Sommer2026!!',
  'Velkommen123!',
  'arbi-recruiter',
  'correcthorsebatterystaple',
];

describe('weak passwords are refused, in Danish', () => {
  let app: INestApplication;
  let superadmin: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp();
    superadmin = await createAdmin(app, AdminRole.SuperAdmin);
  });
  afterAll(() => app.close());

  it.each(WEAK)('refuses %p for a new admin', async (password) => {
    const res = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send({ email: `weak-${Date.now()}@example.dk`, password })
      .expect(400);
    expect(res.body.errors.password).toMatch(/^Adgangskoden /);
  });

  it("refuses the new admin's own email as the password", async () => {
    const email = `egen-${Date.now()}@example.dk`;
    const res = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send({ email, password: email })
      .expect(400);
    expect(res.body.errors.password).toMatch(/^Adgangskoden /);
  });

  it('answers 400 to a password that is null', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/admins')
      .set('Authorization', superadmin.bearer)
      .send({ email: `null-${Date.now()}@example.dk`, password: null })
      .expect(400);
    expect(res.body.errors.password).toBe('Skriv en adgangskode');
  });

  it.each(WEAK)('refuses %p as a new password', async (password) => {
    const admin = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .post('/api/auth/password')
      .set('Authorization', admin.bearer)
      .send({ currentPassword: admin.password, newPassword: password })
      .expect(400);
    expect(res.body.errors.newPassword).toMatch(/^Adgangskoden /);
  });
});
