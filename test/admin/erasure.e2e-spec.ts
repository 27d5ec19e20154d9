import type { INestApplication } from '@nestjs/common';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { AuditWriter } from '../../src/audit/index.js';
import { createAdmin, signUp, signupBody, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

/** Every table of the schema, and how many of its rows hold any of `needles` anywhere in them. */
async function rowsMentioning(app: INestApplication, needles: string[]) {
  const tables = await sql<{ table_name: string }>(
    app,
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [{ count }] = await sql<{ count: string }>(
      app,
      `select count(*) from "${table}" t where ${needles.map(() => 't::text ilike ?').join(' or ')}`,
      needles.map((needle) => `%${needle}%`),
    );
    if (Number(count)) found[table] = Number(count);
  }
  return { tables: tables.map((t) => t.table_name), found };
}

describe('recruiter erases a customer on request (DELETE /api/clients/{id})', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  let other: TestAdmin;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    other = await createAdmin(app);
  }, 60_000);
  afterAll(() => app.close());

  it('removes the client and every row about them, and answers the id', async () => {
    const body = signupBody(admin.id, { sites: ['Betfair'] });
    const key = `erase-${Date.now()}`;
    const signup = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    const id: string = signup.body.id;
    const plan = await request(app.getHttpServer())
      .post(`/api/clients/${id}/bet-plans`)
      .set('Authorization', admin.bearer)
      .send({ odds: [{ site: 'Unibet', home: 2, draw: 3, away: 4 }] });
    expect([plan.status, plan.body]).toEqual([201, expect.anything()]);
    await request(app.getHttpServer())
      .post(`/api/clients/${id}/notes`)
      .set('Authorization', admin.bearer)
      .send({ text: `Ring til ${body.name as string} på ${body.phone as string}` })
      .expect(201);
    const kept = await signUp(app, admin.id);
    const needles = [id, body.email as string, body.phone as string, body.name as string];
    const before = await rowsMentioning(app, needles);
    expect(before.found.clients).toBe(1);
    expect(before.found.bet_plans).toBe(1);
    expect(before.found.client_notes).toBe(1);
    expect(before.found.client_events).toBeGreaterThanOrEqual(2);

    const res = await request(app.getHttpServer())
      .delete(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(res.body).toEqual({ id });

    await app.get(AuditWriter).flush();
    const after = await rowsMentioning(app, needles);
    expect(after.tables.length).toBeGreaterThanOrEqual(8);
    // The audit log keeps that the id was erased, by whom and when: never a name, email or phone.
    const { audit_log: auditRows, ...elsewhere } = after.found;
    expect(elsewhere).toEqual({});
    expect(auditRows).toBeGreaterThanOrEqual(1);
    expect((await rowsMentioning(app, needles.slice(1))).found.audit_log ?? 0).toBe(0);

    await request(app.getHttpServer())
      .get(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(404);
    await request(app.getHttpServer())
      .get(`/api/clients/${kept}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    // The signup's stored answer went too: a replay of the same key is a new signup, not the old id.
    const replay = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    expect(replay.body.id).not.toBe(id);
  });

  it("erases the stored answers of the customer's repeat signups too, and keeps only keyed hashes", async () => {
    const body = signupBody(admin.id);
    const id = (await request(app.getHttpServer()).post('/api/start').send(body).expect(201)).body
      .id as string;
    const key = `repeat-${Date.now()}`;
    const repeat = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send({ ...body, sites: ['Betfair'] })
      .expect(201);
    expect(repeat.body.id).not.toBe(id);
    const [stored] = await sql<{ request_hash: string }>(
      app,
      'select request_hash from idempotency_keys where key = ?',
      [key],
    );
    // Not a plain hash of the body, which anyone could recompute from a guessed identity.
    const plain = createHash('sha256')
      .update(JSON.stringify({ ...body, sites: ['Betfair'], dato: undefined }))
      .digest('hex');
    expect(stored.request_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.request_hash).not.toBe(plain);

    await request(app.getHttpServer())
      .delete(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(await sql(app, 'select 1 from idempotency_keys where key = ?', [key])).toEqual([]);
  });

  it("refuses another admin's customer with 404 and keeps it", async () => {
    const id = await signUp(app, admin.id);
    await request(app.getHttpServer())
      .delete(`/api/clients/${id}`)
      .set('Authorization', other.bearer)
      .expect(404);
    expect(await sql(app, 'select id from clients where id = ?', [id])).toHaveLength(1);
  });

  it('erases an archived customer too, and answers 404 the second time', async () => {
    const id = await signUp(app, admin.id);
    await request(app.getHttpServer())
      .post(`/api/clients/${id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(200);
    await request(app.getHttpServer())
      .delete(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    await request(app.getHttpServer())
      .delete(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(404);
  });
});
