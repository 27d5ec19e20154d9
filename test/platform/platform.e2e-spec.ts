import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { createAdmin, type TestAdmin } from '../support/builders.js';
import { createTestApp, TEST_ENV } from '../support/test-app.js';

describe('the server around the API: health, docs, headers, limits, redirects', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp({ DEFAULT_ADMIN_ID: '' });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('answers the health check while the database answers, even as its first request', async () => {
    const fresh = await createTestApp();
    try {
      const res = await request(fresh.getHttpServer()).get('/api/health').expect(200);
      expect(res.body.status).toBe('ok');
    } finally {
      await fresh.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const broken = await createTestApp({}, 'postgres://postgres@127.0.0.1:1/arbi');
    try {
      const res = await request(broken.getHttpServer()).get('/api/health').expect(503);
      expect(res.body.status).toBe('error');
    } finally {
      await broken.close();
    }
  });

  it('serves the OpenAPI description', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/start', '/api/clients', '/api/clients/{id}/archive']),
    );
    await request(app.getHttpServer()).get('/api/docs').expect(200);
  });

  it('sends security headers and no X-Powered-By; admin answers are not cached', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', admin.bearer)
      .expect(200);
    const csp = res.headers['content-security-policy'];
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a body over 100 KB with 413 and malformed JSON with 400, never 500', async () => {
    const big = { name: 'x'.repeat(110_000) };
    const tooLarge = await request(app.getHttpServer()).post('/api/start').send(big).expect(413);
    expect(tooLarge.body).toMatchObject({ statusCode: 413, message: 'Forespørgslen er for stor' });
    const malformed = await request(app.getHttpServer())
      .post('/api/start')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    // In Danish, and without quoting the body back (the parser's own message does).
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: 'Ugyldig forespørgsel',
      error: 'Bad Request',
    });
  });

  it('logs a request the body parser refuses, under its request id and without its body', async () => {
    const id = `refused-${randomUUID()}`;
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .set('X-Request-Id', id)
      .set('Content-Type', 'application/json')
      .send('{"name":"Refuseret Rasmussen",')
      .expect(400);
    expect(res.headers['x-request-id']).toBe(id);
    // The log is written asynchronously: wait for the line, a few seconds at most.
    let line: string | undefined;
    for (let tries = 0; !line && tries < 50; tries++) {
      line = readFileSync(TEST_ENV.LOG_FILE, 'utf8')
        .split('\n')
        .find((entry) => entry.includes(id));
      if (!line) await sleep(100);
    }
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      req: { id, method: 'POST', path: '/api/start' },
      res: { statusCode: 400 },
    });
    expect(line).not.toContain('Rasmussen');
  });

  it('answers unknown API paths with a JSON 404 in Danish that does not echo the address', async () => {
    const res = await request(app.getHttpServer()).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Den adresse findes ikke',
      error: 'Not Found',
    });
    // A mistyped address can carry a customer's data in its query: it is not sent back.
    const typo = await request(app.getHttpServer())
      .patch('/api/clientz?filter={"q":"anna@example.dk"}')
      .expect(404);
    expect(typo.body.message).toBe('Den adresse findes ikke');
    expect(JSON.stringify(typo.body)).not.toContain('anna');
  });

  it('redirects the old addresses permanently', async () => {
    const cases: [string, string][] = [
      ['/login', '/admin/login'],
      ['/kundeliste', '/admin/clients'],
      ['/change', '/admin/texts'],
      ['/makeBet/abc-123', '/admin/clients/abc-123/bet'],
      ['/makebet/abc-123', '/admin/clients/abc-123/bet'],
    ];
    for (const [from, to] of cases) {
      const res = await request(app.getHttpServer()).get(from).expect(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it('sends / to the oldest super-admin’s welcome page when no default is configured', async () => {
    const superadmin = await createAdmin(app, AdminRole.SuperAdmin);
    const res = await request(app.getHttpServer()).get('/').expect(302);
    expect(res.headers.location).toMatch(/^\/[A-Za-z0-9_-]+$/);
    // Another super-admin created later does not take over the front door.
    await createAdmin(app, AdminRole.SuperAdmin);
    const again = await request(app.getHttpServer()).get('/').expect(302);
    expect(again.headers.location).toBe(res.headers.location);
    expect(superadmin.id).toBeDefined();
  });

  it('sends / to DEFAULT_ADMIN_ID when it is configured', async () => {
    const configured = await createTestApp({ DEFAULT_ADMIN_ID: admin.id });
    try {
      const res = await request(configured.getHttpServer()).get('/').expect(302);
      expect(res.headers.location).toBe(`/${admin.id}`);
    } finally {
      await configured.close();
    }
  });
});
