import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAdmin, sql } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('a session unused for SESSION_IDLE_MINUTES ends', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
  });
  afterAll(() => app.close());

  const lastSeen = (adminId: string, minutesAgo: number) =>
    sql(
      app,
      `update sessions set last_seen_at = now() - make_interval(mins => ?) where admin_id = ?`,
      [minutesAgo, adminId],
    );
  const me = (bearer: string) =>
    request(app.getHttpServer()).get('/api/auth/me').set('Authorization', bearer);

  it('refuses a session idle for longer, well before its 12 h are over', async () => {
    const admin = await createAdmin(app);
    await me(admin.bearer).expect(200);
    await lastSeen(admin.id, 31);
    const res = await me(admin.bearer).expect(401);
    expect(res.body.message).toBe('Du er ikke logget ind');
  });

  it('keeps a session in use alive, and brings its last use forward', async () => {
    const admin = await createAdmin(app);
    await lastSeen(admin.id, 29);
    await me(admin.bearer).expect(200);
    const [row] = await sql<{ idle_seconds: number }>(
      app,
      `select extract(epoch from now() - last_seen_at)::int as idle_seconds from sessions where admin_id = ?`,
      [admin.id],
    );
    expect(row.idle_seconds).toBeLessThan(60);
  });
});

describe('CSP violation reports (CSP_REPORT_URI)', () => {
  it('names the report address in the policy when configured, and none by default', async () => {
    const configured = await createTestApp({ CSP_REPORT_URI: 'https://csp.example.dk/report' });
    const plain = await createTestApp();
    try {
      const res = await request(configured.getHttpServer()).get('/api/health').expect(200);
      expect(res.headers['content-security-policy']).toContain(
        'report-uri https://csp.example.dk/report',
      );
      expect(res.headers['reporting-endpoints']).toBe('csp="https://csp.example.dk/report"');
      const none = await request(plain.getHttpServer()).get('/api/health').expect(200);
      expect(none.headers['content-security-policy']).not.toContain('report-uri');
    } finally {
      await configured.close();
      await plain.close();
    }
  });
});
