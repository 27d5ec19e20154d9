import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { todayInCopenhagen } from '../../rules/age.js';
import { createAdmin, signupBody, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp, TEST_ENV } from '../support/test-app.js';
import { FunnelService } from '../../src/analytics/funnel.service.js';

const SOURCE_INVALID = 'src må kun have bogstaver, tal, - og _ (højst 32 tegn)';

describe('where visitors come from and where they drop off', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  const event = (body: object, contentType = 'application/json') =>
    request(app.getHttpServer())
      .post('/api/public/events')
      .set('Content-Type', contentType)
      .send(JSON.stringify(body));
  const funnel = (who: TestAdmin, query = '') =>
    request(app.getHttpServer())
      .get(`/api/analytics/funnel${query}`)
      .set('Authorization', who.bearer)
      .expect(200)
      .then((res) => res.body);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('counts each step per source for today (Copenhagen), answering 204 with no body', async () => {
    for (const step of ['welcome', 'sites', 'form', 'submitted'])
      await event({ admin: admin.id, step, src: 'tiktok' }).expect(204, '');
    for (const step of ['welcome', 'sites']) await event({ admin: admin.id, step }).expect(204);
    // sendBeacon sends a string as text/plain
    await event(
      { admin: admin.id, step: 'welcome', src: 'tiktok' },
      'text/plain;charset=UTF-8',
    ).expect(204);

    const today = todayInCopenhagen();
    const body = await funnel(admin, `?from=${today}&to=${today}`);
    expect(body.steps).toEqual([
      { step: 'welcome', count: 3 },
      { step: 'sites', count: 2 },
      { step: 'form', count: 1 },
      { step: 'submitted', count: 1 },
    ]);
    expect(body.bySource).toEqual([
      { source: 'tiktok', welcome: 2, sites: 1, form: 1, submitted: 1 },
      { source: null, welcome: 1, sites: 1, form: 0, submitted: 0 },
    ]);
    expect(body.byDay).toEqual([{ day: today, welcome: 3, submitted: 1 }]);
    const tiktok = await funnel(admin, `?from=${today}&to=${today}&source=tiktok`);
    expect(tiktok.steps.map((s: { count: number }) => s.count)).toEqual([2, 1, 1, 1]);
  });

  it('keeps only counts per admin, day, step and source: no address, agent or cookie, in the table or the log', async () => {
    const tracked = await createAdmin(app);
    await request(app.getHttpServer())
      .post('/api/public/events')
      .set('User-Agent', 'SporbarBrowser/9.9')
      .set('Cookie', 'visitor=sporbar-cookie')
      .set('X-Forwarded-For', '198.51.100.77')
      .send({ admin: tracked.id, step: 'welcome', src: 'sms' })
      .expect(204);
    const rows = await sql(app, 'select * from funnel_counts where admin_id = ?', [tracked.id]);
    expect(rows).toEqual([
      {
        admin_id: tracked.id,
        day: expect.anything(),
        source: 'sms',
        welcome: 1,
        sites: 0,
        form: 0,
        submitted: 0,
      },
    ]);
    const columns = await sql<{ column_name: string }>(
      app,
      "select column_name from information_schema.columns where table_name = 'funnel_counts' order by ordinal_position",
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'admin_id',
      'day',
      'source',
      'welcome',
      'sites',
      'form',
      'submitted',
    ]);
    const log = readFileSync(TEST_ENV.LOG_FILE, 'utf8');
    expect(log).not.toContain('/api/public/events');
    expect(log).not.toContain('SporbarBrowser');
    expect(log).not.toContain('198.51.100.77');
  });

  it('answers 404 for an unknown admin and counts nothing', async () => {
    const res = await event({ admin: 'ingen-saadan-admin', step: 'welcome' }).expect(404);
    expect(res.body.message).toBe('der er sket en fejl, prøv igen senere');
    expect(
      await sql(app, 'select * from funnel_counts where admin_id = ?', ['ingen-saadan-admin']),
    ).toEqual([]);
  });

  it('answers 400 in Danish for a bad step or tag', async () => {
    const badSrc = await event({ admin: admin.id, step: 'welcome', src: 'tik tok!' }).expect(400);
    expect(badSrc.body.errors).toEqual({ src: SOURCE_INVALID });
    await event({ admin: admin.id, step: 'welcome', src: 'x'.repeat(33) }).expect(400);
    const badStep = await event({ admin: admin.id, step: 'paid' }).expect(400);
    expect(badStep.body.errors.step).toMatch(
      /^step skal være en af welcome, sites, form, submitted$/,
    );
    await event({ admin: admin.id, step: 'welcome', visitorId: 'abc' }).expect(400);
  });

  it('stores the tag of a signup as the client source, shows it and filters by it; a bad tag is 400', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, { src: 'facebook-gruppe_2' }))
      .expect(201);
    const client = await request(app.getHttpServer())
      .get(`/api/clients/${res.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(client.body.source).toBe('facebook-gruppe_2');
    const untagged = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id))
      .expect(201);
    const list = await request(app.getHttpServer())
      .get('/api/clients')
      .query({ filter: JSON.stringify({ source: 'facebook-gruppe_2' }), sort: '["source","ASC"]' })
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
    const none = await request(app.getHttpServer())
      .get(`/api/clients/${untagged.body.id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(none.body.source).toBeNull();

    const before = await sql(app, 'select count(*)::int as n from clients where admin_id = ?', [
      admin.id,
    ]);
    const bad = await request(app.getHttpServer())
      .post('/api/start')
      .send(signupBody(admin.id, { src: 'tiktok?x=1' }))
      .expect(400);
    expect(bad.body.errors).toEqual({ src: SOURCE_INVALID });
    expect(
      await sql(app, 'select count(*)::int as n from clients where admin_id = ?', [admin.id]),
    ).toEqual(before);
  });

  it('keeps a tagged signup and its tag together when signups arrive in one batch', async () => {
    const busy = await createAdmin(app);
    const bodies = Array.from({ length: 20 }, (_, i) =>
      signupBody(busy.id, i % 2 ? { src: `kilde${i}` } : {}),
    );
    await Promise.all(
      bodies.map((body) => request(app.getHttpServer()).post('/api/start').send(body).expect(201)),
    );
    const rows = await sql<{ email: string; source: string | null }>(
      app,
      'select email, source from clients where admin_id = ?',
      [busy.id],
    );
    const byEmail = new Map(rows.map((r) => [r.email, r.source]));
    for (const body of bodies) expect(byEmail.get(body.email as string)).toBe(body.src ?? null);
  });

  it('counts new customers apart from signups: a repeat signup is a sent form but no new customer', async () => {
    const recruiter = await createAdmin(app);
    const today = todayInCopenhagen();
    // What the visitor's page does after each accepted form: one 'submitted' per signup.
    const signUpAndCount = async (body: Record<string, unknown>) => {
      await request(app.getHttpServer()).post('/api/start').send(body).expect(201);
      await event({ admin: recruiter.id, step: 'submitted', src: body.src }).expect(204);
    };
    const anna = signupBody(recruiter.id, { src: 'tiktok' });
    await signUpAndCount(anna);
    await signUpAndCount({ ...signupBody(recruiter.id, { src: 'tiktok' }), email: anna.email });
    await signUpAndCount(signupBody(recruiter.id, { src: 'tiktok' }));
    await signUpAndCount(signupBody(recruiter.id));

    const body = await funnel(recruiter, `?from=${today}&to=${today}`);
    expect(body.steps.at(-1)).toEqual({ step: 'submitted', count: 4 });
    expect(body.newClients).toEqual({
      total: 3,
      bySource: [
        { source: 'tiktok', count: 2 },
        { source: null, count: 1 },
      ],
      byDay: [{ day: today, count: 3 }],
    });
    const tiktok = await funnel(recruiter, `?from=${today}&to=${today}&source=tiktok`);
    expect(tiktok.newClients.total).toBe(2);
    // Another admin's customers are not theirs; a day before any signup has none.
    const other = await funnel(admin, `?from=${today}&to=${today}`);
    expect(other.newClients.bySource).not.toContainEqual({ source: 'tiktok', count: 2 });
    const yesterday = await funnel(recruiter, '?from=2026-03-01&to=2026-03-02');
    expect(yesterday.newClients).toEqual({
      total: 0,
      bySource: [],
      byDay: [
        { day: '2026-03-01', count: 0 },
        { day: '2026-03-02', count: 0 },
      ],
    });
  });

  it('shows an admin only their own counts', async () => {
    const other = await createAdmin(app);
    await event({ admin: other.id, step: 'welcome', src: 'andens-kilde' }).expect(204);
    const today = todayInCopenhagen();
    const mine = await funnel(admin, `?from=${today}&to=${today}`);
    expect(JSON.stringify(mine)).not.toContain('andens-kilde');
    const theirs = await funnel(other, `?from=${today}&to=${today}`);
    expect(theirs.steps[0]).toEqual({ step: 'welcome', count: 1 });
    expect(theirs.bySource).toEqual([
      { source: 'andens-kilde', welcome: 1, sites: 0, form: 0, submitted: 0 },
    ]);
    await request(app.getHttpServer()).get('/api/analytics/funnel').expect(401);
  });

  it('starts a new day at midnight in Copenhagen, winter and summer time alike', async () => {
    const night = await createAdmin(app);
    const service = app.get(FunnelService);
    const at = (iso: string) => service.record({ admin: night.id, step: 'welcome' }, new Date(iso));
    await at('2026-01-14T22:59:59Z'); // 23:59:59 CET
    await at('2026-01-14T23:00:00Z'); // 00:00 CET, the 15th
    await at('2026-07-01T21:59:59Z'); // 23:59:59 CEST
    await at('2026-07-01T22:00:00Z'); // 00:00 CEST, the 2nd
    const days = async (from: string, to: string) =>
      (await funnel(night, `?from=${from}&to=${to}`)).byDay.map(
        (d: { day: string; welcome: number }) => [d.day, d.welcome],
      );
    expect(await days('2026-01-14', '2026-01-15')).toEqual([
      ['2026-01-14', 1],
      ['2026-01-15', 1],
    ]);
    expect(await days('2026-07-01', '2026-07-02')).toEqual([
      ['2026-07-01', 1],
      ['2026-07-02', 1],
    ]);
  });

  it('counts per Copenhagen day over a range, with every day present, and checks the range', async () => {
    const history = await createAdmin(app);
    // Rows as the counter leaves them, on days the test cannot wait for.
    await sql(
      app,
      `insert into funnel_counts (admin_id, day, source, welcome, submitted) values
       (?, '2026-03-01', '', 5, 1), (?, '2026-03-03', 'tiktok', 7, 0), (?, '2026-03-04', 'tiktok', 9, 0)`,
      [history.id, history.id, history.id],
    );
    const body = await funnel(history, '?from=2026-03-01&to=2026-03-03');
    expect(body.byDay).toEqual([
      { day: '2026-03-01', welcome: 5, submitted: 1 },
      { day: '2026-03-02', welcome: 0, submitted: 0 },
      { day: '2026-03-03', welcome: 7, submitted: 0 },
    ]);
    expect(body.steps[0]).toEqual({ step: 'welcome', count: 12 });
    const bad = (query: string) =>
      request(app.getHttpServer())
        .get(`/api/analytics/funnel${query}`)
        .set('Authorization', history.bearer)
        .expect(400);
    expect((await bad('?from=2026-02-30&to=2026-03-03')).body.errors.from).toBeDefined();
    expect((await bad('?from=2026-03-04&to=2026-03-03')).body.errors.from).toBe(
      'from skal ligge før to',
    );
    expect((await bad('?from=2020-01-01&to=2026-03-03')).body.errors.from).toMatch(/højst/);
    await bad('?to=03-03-2026');
    await bad('?source=a%20b');
  });
});

describe('funnel events are rate-limited like the other public routes', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_PUBLIC: '3' });
  });
  afterAll(() => app.close());

  it('answers 429 past the limit and counts nothing more', async () => {
    const admin = await createAdmin(app);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await request(app.getHttpServer())
            .post('/api/public/events')
            .send({ admin: admin.id, step: 'welcome' })
        ).status,
      );
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(
      await sql(app, 'select welcome from funnel_counts where admin_id = ?', [admin.id]),
    ).toEqual([{ welcome: 3 }]);
  });
});
