import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  createAdmin,
  createReferral,
  signupBody,
  sql,
  type TestAdmin,
} from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('visitor signs up (POST /api/start)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  const clientCount = async (adminId: string) =>
    Number(
      (
        await sql<{ n: string }>(app, 'select count(*) as n from clients where admin_id = ?', [
          adminId,
        ])
      )[0].n,
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    // The codes the signups below bring are referrals of the admin's (an unknown one is not kept).
    await createReferral(app, admin, '1234');
    await createReferral(app, admin, '4321');
  });
  afterAll(() => app.close());

  it('stores the client with birth date, referral and sites, and the admin sees it', async () => {
    const body = signupBody(admin.id, {
      referal: 1234,
      sites: ['unibet', 'Leo Vegas'],
      age: '1990-04-17',
    });
    const res = await request(app.getHttpServer()).post('/api/start').send(body).expect(201);
    expect(res.body).toEqual({ id: expect.any(String) });

    const client = await request(app.getHttpServer())
      .get(`/api/clients/${res.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(client.body).toMatchObject({
      name: body.name,
      email: body.email,
      birthDate: '1990-04-17',
      referralCode: '1234',
      sites: ['Unibet', 'LeoVegas'],
      siteCount: 2,
      archivedAt: null,
      archivedBy: null,
    });
    // The server stamps the date; `dato` from the page is ignored.
    expect(Date.now() - Date.parse(client.body.createdAt)).toBeLessThan(60_000);
  });

  it("keeps no referral code none of the admin's referrals has: not on the card, its CSV, a repeat signup, nor a referral made later", async () => {
    const stranger = await createAdmin(app);
    // '7777' is a referral of another admin's only: to this admin's page it is unknown.
    await createReferral(app, stranger, '7777');
    const lookup = await request(app.getHttpServer())
      .post('/api/referal')
      .send({ referal: '7777', admin: admin.id })
      .expect(404);
    expect(lookup.body.message).toBe('Der er ikke nogen med det ID');
    const body = signupBody(admin.id, { referal: '7777' });
    const res = await request(app.getHttpServer()).post('/api/start').send(body).expect(201);
    const card = await request(app.getHttpServer())
      .get(`/api/clients/${res.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(card.body.referralCode).toBeNull();
    // The CSV is made from the list the panel reads.
    const listed = await request(app.getHttpServer())
      .get('/api/clients')
      .query({ filter: JSON.stringify({ id: [res.body.id] }) })
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ referralCode: null })]);
    // The same visitor again with the unknown code: the review shows none either.
    await request(app.getHttpServer())
      .post('/api/start')
      .send({ ...signupBody(admin.id, { referal: 7777 }), email: body.email })
      .expect(201);
    const again = await request(app.getHttpServer())
      .get(`/api/clients/${res.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(again.body.pendingSignup).toMatchObject({ referralCode: null });
    // A referral the admin makes later with that code does not count this customer.
    const later = await createReferral(app, admin, '7777');
    const counted = await request(app.getHttpServer())
      .get(`/api/referrals/${later.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(counted.body.clientCount).toBe(0);
    // A known code is kept as before, so from now on '7777' counts.
    await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, { referal: '7777' }))
      .expect(201);
    const recounted = await request(app.getHttpServer())
      .get(`/api/referrals/${later.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(recounted.body.clientCount).toBe(1);
  });

  it("takes 'clean' as no sites", async () => {
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, { sites: 'clean' }))
      .expect(201);
    const [row] = await sql<{ sites: string[]; site_count: number }>(
      app,
      'select sites, site_count from clients where id = ?',
      [res.body.id],
    );
    expect(row).toEqual({ sites: [], site_count: 0 });
  });

  it('refuses an under-18 birth date with the Danish message and stores nothing', async () => {
    const before = await clientCount(admin.id);
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-01-01`;
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, { age: seventeen }))
      .expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'Du skal være mindst 18 år gammel.',
      errors: { age: 'Du skal være mindst 18 år gammel.' },
    });
    expect(await clientCount(admin.id)).toBe(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'anna-at-example' }, 'email'],
    ['a missing phone', { phone: undefined }, 'phone'],
    ['a malformed phone', { phone: 'call me' }, 'phone'],
    ['an impossible birth date', { age: '1990-02-30' }, 'age'],
    ['a 3-digit referral', { referal: '123' }, 'referal'],
    ['a site not on the list', { sites: ['Unibet', 'Danske Spil'] }, 'sites'],
    ['sites that are neither a list nor clean', { sites: 'all' }, 'sites'],
    ['a role field', { role: 'superadmin' }, 'role'],
    ['an adminId field', { adminId: 'someone-else' }, 'adminId'],
    ['an archivedAt field', { archivedAt: '2026-01-01T00:00:00Z' }, 'archivedAt'],
    ['an id field', { id: '00000000-0000-4000-8000-000000000000' }, 'id'],
  ])('answers 400 for %s and stores nothing', async (_case, overrides, field) => {
    const before = await clientCount(admin.id);
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, overrides))
      .expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(typeof res.body.message).toBe('string');
    expect(await clientCount(admin.id)).toBe(before);
  });

  it('answers 404 for an unknown admin', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody('no-such-admin'))
      .expect(404);
    expect(res.body.message).toBe('der er sket en fejl, prøv igen senere');
  });

  it('never changes an existing card nor names it for a repeat signup with the same email or phone', async () => {
    const first = signupBody(admin.id, { sites: ['Unibet'] });
    const a = await request(app.getHttpServer()).post('/api/start').send(first).expect(201);
    const card = await request(app.getHttpServer())
      .get(`/api/clients/${a.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(card.body).toMatchObject({ signedUpAgainAt: null, pendingSignup: null });
    const before = await clientCount(admin.id);
    // Someone who knows the customer's email, with another name, phone, birth date and sites.
    const again: Record<string, unknown> = {
      ...signupBody(admin.id, { sites: ['Bwin'], age: '1980-01-02', referal: '4321' }),
      email: String(first.email).toUpperCase(),
    };
    const b = await request(app.getHttpServer()).post('/api/start').send(again).expect(201);
    expect(b.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(b.body.id).not.toBe(a.body.id);
    await request(app.getHttpServer())
      .get(`/api/clients/${b.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(404);
    const after = await request(app.getHttpServer())
      .get(`/api/clients/${a.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    // The repeat signup is activity on the card (its timeline shows signed_up_again).
    expect(Date.parse(after.body.lastActivityAt)).toBeGreaterThanOrEqual(
      Date.parse(card.body.lastActivityAt),
    );
    expect(after.body).toEqual({
      ...card.body,
      lastActivityAt: expect.any(String),
      signedUpAgainAt: expect.any(String),
      pendingSignup: {
        receipt: b.body.id,
        name: again.name,
        email: String(first.email),
        phone: again.phone,
        birthDate: '1980-01-02',
        referralCode: '4321',
        sites: ['Bwin'],
      },
    });
    expect(await clientCount(admin.id)).toBe(before);
    // By phone with yet another email: the same card, the newest details wait for review.
    const byPhone: Record<string, unknown> = {
      ...signupBody(admin.id, { sites: 'clean' }),
      phone: first.phone,
    };
    const c = await request(app.getHttpServer()).post('/api/start').send(byPhone).expect(201);
    expect([a.body.id, b.body.id]).not.toContain(c.body.id);
    const latest = await request(app.getHttpServer())
      .get(`/api/clients/${a.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(latest.body).toMatchObject({
      name: first.name,
      email: first.email,
      phone: first.phone,
      sites: ['Unibet'],
      pendingSignup: { receipt: c.body.id, email: byPhone.email, sites: [] },
    });
    // Archiving blanks what waited for review too.
    const archived = await request(app.getHttpServer())
      .post(`/api/clients/${a.body.id}/archive`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(archived.body.pendingSignup).toBeNull();
    const [row] = await sql<{ pending_signup: unknown }>(
      app,
      'select pending_signup from clients where id = ?',
      [a.body.id],
    );
    expect(row.pending_signup).toBeNull();
  });

  it('replays the receipt of a repeat signup for a retried Idempotency-Key', async () => {
    const first = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id))
      .expect(201);
    const { body: card } = await request(app.getHttpServer())
      .get(`/api/clients/${first.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    const key = randomUUID();
    const again = { ...signupBody(admin.id), phone: card.phone };
    const a = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(again)
      .expect(201);
    const b = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(again)
      .expect(201);
    expect(b.body).toEqual(a.body);
    expect(a.body.id).not.toBe(first.body.id);
  });

  it('replays the first answer for a retried Idempotency-Key without a second row', async () => {
    const key = randomUUID();
    const body = signupBody(admin.id);
    const before = await clientCount(admin.id);
    const first = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    const retry = await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await clientCount(admin.id)).toBe(before + 1);
  });

  it('refuses the same Idempotency-Key with a different body (422)', async () => {
    const key = randomUUID();
    await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(signupBody(admin.id))
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(signupBody(admin.id))
      .expect(422);
  });

  it('answers 409 while a request with the same Idempotency-Key still runs, and stores nothing for it', async () => {
    const key = randomUUID();
    const body = signupBody(admin.id);
    const before = await clientCount(admin.id);
    // Hold the key's lock as the first request would, for as long as it "runs".
    const em = app.get(MikroORM).em.fork();
    await em.transactional(async (tx) => {
      await tx.execute("select pg_advisory_xact_lock(hashtextextended('signup:' || ?, 0))", [key]);
      const res = await request(app.getHttpServer())
        .post('/api/start')
        .set('Idempotency-Key', key)
        .send(body)
        .expect(409);
      expect(res.body.message).toBe('Den samme forespørgsel er allerede i gang');
    });
    expect(await clientCount(admin.id)).toBe(before);
    // Once it is done, the retry goes through.
    await request(app.getHttpServer())
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    expect(await clientCount(admin.id)).toBe(before + 1);
  });

  it("checks the chosen sites against the admin's list as it is now, also right after it changed", async () => {
    const recruiter = await createAdmin(app);
    const putSites = (names: string[]) =>
      request(app.getHttpServer())
        .put('/api/settings/me')
        .set('Authorization', recruiter.bearer)
        .send({ sites: names.map((name) => ({ name })) })
        .expect(200);
    await putSites(['Unibet', 'Bet365']);
    await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(recruiter.id, { sites: ['Unibet'] }))
      .expect(201);

    await putSites(['Unibet', 'Bet365', 'Danske Spil']);
    const added = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(recruiter.id, { sites: ['Danske Spil'] }))
      .expect(201);
    const [stored] = await sql<{ sites: string[] }>(app, 'select sites from clients where id = ?', [
      added.body.id,
    ]);
    expect(stored.sites).toEqual(['Danske Spil']);

    await putSites(['Unibet', 'Danske Spil']);
    const before = await clientCount(recruiter.id);
    const removed = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(recruiter.id, { sites: ['Bet365'] }))
      .expect(400);
    expect(removed.body.errors).toEqual({ sites: 'Bet365 er ikke på listen over sider' });
    expect(await clientCount(recruiter.id)).toBe(before);

    await putSites(['unibet', 'Danske Spil']);
    const renamed = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(recruiter.id, { sites: ['Unibet'] }))
      .expect(201);
    const [respelled] = await sql<{ sites: string[] }>(
      app,
      'select sites from clients where id = ?',
      [renamed.body.id],
    );
    expect(respelled.sites).toEqual(['unibet']);
  });

  it('answers a filled honeypot like a signup but stores nothing', async () => {
    const before = await clientCount(admin.id);
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, { website: 'http://spam.example' }))
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    expect(await clientCount(admin.id)).toBe(before);
  });

  // The route is answered by SignupMiddleware, outside Nest's router: it must still get what every
  // API route gets there.
  it('answers like every API route: a request id, no-store, the cross-site check, POST only', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .set('X-Request-Id', 'signup-check-1')
      .send(signupBody(admin.id))
      .expect(201);
    expect(res.headers['x-request-id']).toBe('signup-check-1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");

    // A visitor's browser that also holds a recruiter's session cookie, driven by another site.
    const before = await clientCount(admin.id);
    const forged = await request(app.getHttpServer())
      .post('/api/start')
      .set('Host', 'arbi.example.dk')
      .set('Origin', 'http://evil.example')
      .set('Cookie', 'arbi_session=anything')
      .send(signupBody(admin.id))
      .expect(403);
    expect(forged.body.message).toBe('Forespørgslen kom fra en anden side og er afvist');
    expect(await clientCount(admin.id)).toBe(before);

    await request(app.getHttpServer()).get('/api/start').expect(404);
  });
});
