import type { INestApplication } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { DEAD_TASK_LINK } from '../../rules/tasks.js';
import {
  createAdmin,
  recordPersonalData,
  signUp,
  sql,
  type TestAdmin,
} from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

interface Task {
  id: string;
  site: string;
  step: string;
  text: string;
  amount: number | null;
  done: boolean;
  undoable: boolean;
}

const tokenOf = (url: string) => /\/k\/([A-Za-z0-9_-]+)$/.exec(url)![1];

describe('the customer’s own page (task link, session, steps)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  const server = () => request(app.getHttpServer());

  /** A new link for the client, as the recruiter makes it; the token is recorded as a secret. */
  const makeLink = async (clientId: string, as = admin) => {
    const res = await server()
      .post(`/api/clients/${clientId}/task-link`)
      .set('Authorization', as.bearer)
      .send({})
      .expect(201);
    recordPersonalData(tokenOf(res.body.url));
    return { ...res.body, token: tokenOf(res.body.url) } as {
      url: string;
      expiresAt: string;
      emailed: boolean;
      token: string;
    };
  };

  /** 'Åbn mine opgaver': the session cookie the button's POST sets. */
  const openSession = async (token: string) => {
    const res = await server().post('/api/tasks/session').send({ token }).expect(204);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('arbi_tasks='));
    expect(cookie).toBeDefined();
    return cookie!.split(';')[0];
  };

  const tasks = (cookie: string) => server().get('/api/tasks').set('Cookie', cookie);
  const clientRecord = async (id: string) =>
    (await server().get(`/api/clients/${id}`).set('Authorization', admin.bearer).expect(200)).body;
  const progress = async (id: string, site: string) =>
    (
      await server().get(`/api/clients/${id}/sites`).set('Authorization', admin.bearer).expect(200)
    ).body.find((row: { site: string }) => row.site === site);
  const events = async (id: string) =>
    (await server().get(`/api/clients/${id}/events`).set('Authorization', admin.bearer).expect(200))
      .body as { type: string; data: Record<string, unknown> }[];

  /** A client with a plan on Unibet (stake 500) and a session on their page, confirmed. */
  const customerWithPlan = async () => {
    const clientId = await signUp(app, admin.id, { sites: ['Betfair'], name: 'Sofie Hansen' });
    await server()
      .post(`/api/clients/${clientId}/bet-plans`)
      .set('Authorization', admin.bearer)
      .send({
        odds: [
          { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.8 },
          { site: 'Bet365', home: 2.0, draw: 3.5, away: 4.0 },
        ],
      })
      .expect(201);
    const { token } = await makeLink(clientId);
    const cookie = await openSession(token);
    return { clientId, token, cookie };
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    await server()
      .put('/api/settings/me')
      .set('Authorization', admin.bearer)
      .send({ displayName: 'Mads', phone: '+45 11 22 33 44' })
      .expect(200);
  });
  afterAll(() => app.close());

  describe('the link', () => {
    it('is made with 256 random bits, stored only as its SHA-256, and shows on the client record', async () => {
      const clientId = await signUp(app, admin.id);
      const link = await makeLink(clientId);
      expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/k\/[A-Za-z0-9_-]{43}$/);
      expect(link.emailed).toBe(false);
      const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect((await clientRecord(clientId)).taskLink).toEqual({
        createdAt: expect.any(String),
        expiresAt: link.expiresAt,
        openedAt: null,
        lastSeenAt: null,
      });
      const [row] = await sql<Record<string, unknown>>(app, 'select * from clients where id = ?', [
        clientId,
      ]);
      expect(row.task_link_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
      const dump = await sql<{ dump: string }>(
        app,
        `select string_agg(t::text, '') as dump from (
           select c::text as t from clients c union all select e::text from client_events e
           union all select a::text from audit_log a) x`,
      );
      expect(dump[0].dump).not.toContain(link.token);
      // The recruiter's making of the link is in the audit log (ids only).
      const audit = await sql<{ admin_id: string }>(
        app,
        "select admin_id from audit_log where action = 'client.task_link_made' and record_id = ?",
        [clientId],
      );
      expect(audit).toEqual([{ admin_id: admin.id }]);
    });

    it('lasts TASK_LINK_DAYS', async () => {
      const short = await createTestApp({ TASK_LINK_DAYS: '3' });
      try {
        const clientId = await signUp(short, admin.id);
        const res = await request(short.getHttpServer())
          .post(`/api/clients/${clientId}/task-link`)
          .set('Authorization', admin.bearer)
          .send({})
          .expect(201);
        recordPersonalData(tokenOf(res.body.url));
        const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(2.9);
        expect(days).toBeLessThanOrEqual(3);
      } finally {
        await short.close();
      }
    });

    it('changes nothing when the page is only fetched (a mail scanner): no session, not opened', async () => {
      const clientId = await signUp(app, admin.id);
      const { token } = await makeLink(clientId);
      const page = await server().get(`/k/${token}`);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      const preview = await server().post('/api/tasks/link').send({ token }).expect(200);
      expect(preview.body).toEqual({ recruiterName: 'Mads' });
      expect(preview.headers['set-cookie']).toBeUndefined();
      expect((await clientRecord(clientId)).taskLink.openedAt).toBeNull();
      await server().get('/api/tasks').expect(401);
    });

    it('starts the session only on the button’s POST: an httpOnly SameSite=Strict cookie for /api/tasks', async () => {
      const clientId = await signUp(app, admin.id);
      const { token } = await makeLink(clientId);
      const res = await server().post('/api/tasks/session').send({ token }).expect(204);
      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('arbi_tasks='))!;
      expect(cookie).toMatch(/; Path=\/api\/tasks/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const { taskLink } = await clientRecord(clientId);
      expect(taskLink.openedAt).not.toBeNull();
      const page = await tasks(cookie.split(';')[0]).expect(200);
      expect(page.body.firstName).toBe(page.body.firstName.split(' ')[0]);
      expect((await clientRecord(clientId)).taskLink.lastSeenAt).not.toBeNull();
    });

    it('answers every dead link the same: unknown, expired, replaced, revoked, archived', async () => {
      const answers = new Set<string>();
      const deadAnswer = async (token: string) => {
        for (const path of ['/api/tasks/link', '/api/tasks/session']) {
          const res = await server().post(path).send({ token });
          expect(res.headers['set-cookie']).toBeUndefined();
          answers.add(JSON.stringify([res.status, res.body]));
        }
      };
      await deadAnswer('A'.repeat(43));
      await deadAnswer('kort');

      const expired = await signUp(app, admin.id);
      const expiredLink = await makeLink(expired);
      await sql(
        app,
        "update clients set task_link_expires_at = now() - interval '1 second' where id = ?",
        [expired],
      );
      await deadAnswer(expiredLink.token);
      expect((await clientRecord(expired)).taskLink).toBeNull();

      const replaced = await signUp(app, admin.id);
      const oldLink = await makeLink(replaced);
      const oldSession = await openSession(oldLink.token);
      const newLink = await makeLink(replaced);
      await deadAnswer(oldLink.token);
      const ended = await tasks(oldSession).expect(401);
      expect(ended.body.message).toBe(DEAD_TASK_LINK);
      await server().post('/api/tasks/link').send({ token: newLink.token }).expect(200);

      const revoked = await signUp(app, admin.id);
      const revokedLink = await makeLink(revoked);
      const revokedSession = await openSession(revokedLink.token);
      const afterRevoke = await server()
        .delete(`/api/clients/${revoked}/task-link`)
        .set('Authorization', admin.bearer)
        .expect(200);
      expect(afterRevoke.body.taskLink).toBeNull();
      await deadAnswer(revokedLink.token);
      await tasks(revokedSession).expect(401);

      const archived = await signUp(app, admin.id);
      const archivedLink = await makeLink(archived);
      const archivedSession = await openSession(archivedLink.token);
      await server()
        .post(`/api/clients/${archived}/archive`)
        .set('Authorization', admin.bearer)
        .expect(200);
      await deadAnswer(archivedLink.token);
      await tasks(archivedSession).expect(401);
      const [row] = await sql<{ task_link_hash: string | null }>(
        app,
        'select task_link_hash from clients where id = ?',
        [archived],
      );
      expect(row.task_link_hash).toBeNull();

      expect([...answers]).toEqual([
        JSON.stringify([404, { statusCode: 404, message: DEAD_TASK_LINK, error: 'Not Found' }]),
      ]);
    });

    it('dies with the erased customer', async () => {
      const clientId = await signUp(app, admin.id);
      const { token } = await makeLink(clientId);
      const cookie = await openSession(token);
      await server()
        .delete(`/api/clients/${clientId}`)
        .set('Authorization', admin.bearer)
        .expect(200);
      await tasks(cookie).expect(401);
      await server().post('/api/tasks/session').send({ token }).expect(404);
    });

    it('is made only for the admin’s own active customer', async () => {
      const stranger = await createAdmin(app);
      const clientId = await signUp(app, admin.id);
      await server()
        .post(`/api/clients/${clientId}/task-link`)
        .set('Authorization', stranger.bearer)
        .send({})
        .expect(404);
      await server()
        .post(`/api/clients/${clientId}/archive`)
        .set('Authorization', admin.bearer)
        .expect(200);
      await server()
        .post(`/api/clients/${clientId}/task-link`)
        .set('Authorization', admin.bearer)
        .send({})
        .expect(409);
    });
  });

  describe('the steps', () => {
    it('shows the first name, the recruiter, and the plan’s steps; never a had site', async () => {
      const { cookie } = await customerWithPlan();
      const { body } = await tasks(cookie).expect(200);
      expect(body.firstName).toBe('Sofie');
      expect(JSON.stringify(body)).not.toContain('Hansen');
      expect(body.recruiter).toEqual({
        id: admin.id,
        name: 'Mads',
        phone: '+45 11 22 33 44',
        email: admin.email,
      });
      expect(body.confirmed).toBe(false);
      // The agreed fee and what is left either way, in plain Danish (§18).
      expect(body.statement.lines).toEqual(['Aftalt honorar: 1.500 kr.', 'I er kvit.']);
      const steps = (body.tasks as Task[]).map((t) => `${t.site} ${t.step}`);
      expect(steps).toEqual(
        expect.arrayContaining([
          'Unibet created',
          'Unibet deposited',
          'Unibet bet_placed',
          'Unibet withdrawn',
        ]),
      );
      expect(steps.some((s) => s.startsWith('Betfair'))).toBe(false);
      const bet = (body.tasks as Task[]).find(
        (t) => t.site === 'Unibet' && t.step === 'bet_placed',
      )!;
      expect(bet.text).toMatch(
        /^Placér dit bet hos Unibet: [\d.]+ kr på (1 \(hjemmesejr\)|X \(uafgjort\)|2 \(udesejr\)), odds mindst \d+,\d\d$/,
      );
      expect(JSON.stringify(body).toLowerCase()).not.toMatch(/adgangskode|password|mitid-kode/);
    });

    it('names the match, the minimum odds and the kick-off the plan carries (§16)', async () => {
      const clientId = await signUp(app, admin.id, { sites: ['Betfair'], name: 'Kamp Kunde' });
      await server()
        .post(`/api/clients/${clientId}/bet-plans`)
        .set('Authorization', admin.bearer)
        .send({
          odds: [
            { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.8, minOdds: 2.2 },
            { site: 'Bet365', home: 2.0, draw: 3.5, away: 4.0 },
          ],
          event: 'FC København – Brøndby IF',
          kickoffAt: '2026-11-28T17:00:00Z',
        })
        .expect(201);
      const { token } = await makeLink(clientId);
      const { body } = await tasks(await openSession(token)).expect(200);
      const bet = (body.tasks as Task[]).find(
        (t) => t.site === 'Unibet' && t.step === 'bet_placed',
      )!;
      expect(bet.text).toMatch(
        /^Placér dit bet hos Unibet: [\d.]+ kr på (X \(uafgjort\)|2 \(udesejr\)) i FC København – Brøndby IF, odds mindst \d+,\d\d, før lørdag 28\. november kl\. 18\.00$/,
      );
    });

    it('has the free bet as its own step once the plan has a bonus row, ticked to bonus_placed', async () => {
      const bonusAdmin = await createAdmin(app);
      await server()
        .put('/api/settings/me')
        .set('Authorization', bonusAdmin.bearer)
        .send({
          sites: [
            { name: 'Unibet', stake: 500, offer: { kind: 'free_bet', bonus: 200 } },
            { name: 'Bet365', stake: 500 },
          ],
        })
        .expect(200);
      const clientId = await signUp(app, bonusAdmin.id, { sites: [] });
      await server()
        .put(`/api/clients/${clientId}/sites/Unibet`)
        .set('Authorization', bonusAdmin.bearer)
        .send({ state: 'bonus', deposit: 500 })
        .expect(200);
      await server()
        .post(`/api/clients/${clientId}/bet-plans`)
        .set('Authorization', bonusAdmin.bearer)
        .send({
          odds: [
            { site: 'Unibet', home: 2.1, draw: 3.4, away: 3.8, kind: 'free_bet' },
            { site: 'Bet365', home: 2.0, draw: 3.5, away: 4.0 },
          ],
        })
        .expect(201);
      const link = await makeLink(clientId, bonusAdmin);
      const cookie = await openSession(link.token);
      await server().post('/api/tasks/confirmation').set('Cookie', cookie).expect(200);
      const unibet = ((await tasks(cookie)).body.tasks as Task[]).filter(
        (t) => t.site === 'Unibet',
      );
      expect(unibet.map((t) => [t.step, t.done])).toEqual([
        ['created', true],
        ['deposited', true],
        ['bet_placed', true],
        ['bonus_placed', false],
        ['withdrawn', false],
      ]);
      expect(unibet[3].text).toMatch(/^Placér dit bonus-bet hos Unibet: 200 kr på /);
      await server()
        .post(`/api/tasks/${unibet[3].id}/done`)
        .set('Cookie', cookie)
        .send({})
        .expect(200);
      const row = (
        await server()
          .get(`/api/clients/${clientId}/sites`)
          .set('Authorization', bonusAdmin.bearer)
          .expect(200)
      ).body.find((r: { site: string }) => r.site === 'Unibet');
      expect(row.state).toBe('bonus_placed');
    });

    it('refuses a tick before the 18+/ROFUS confirmation (409), then ticks, undoes and records each step', async () => {
      const { clientId, cookie } = await customerWithPlan();
      const first = ((await tasks(cookie).expect(200)).body.tasks as Task[]).filter(
        (t) => t.site === 'Unibet',
      );
      const [created, deposited, placed, withdrawn] = first;
      const before = await tasks(cookie);
      await server()
        .post(`/api/tasks/${created.id}/done`)
        .set('Cookie', cookie)
        .send({})
        .expect(409);
      expect((await progress(clientId, 'Unibet')).state).toBe('none');
      expect((await tasks(cookie)).body.tasks).toEqual(before.body.tasks);

      const confirmed = await server()
        .post('/api/tasks/confirmation')
        .set('Cookie', cookie)
        .expect(200);
      expect(confirmed.body.confirmed).toBe(true);

      // Out of order: the deposit comes before the bet.
      await server()
        .post(`/api/tasks/${placed.id}/done`)
        .set('Cookie', cookie)
        .send({})
        .expect(409);

      const tick = (task: Task, body: object = {}) =>
        server().post(`/api/tasks/${task.id}/done`).set('Cookie', cookie).send(body);

      const afterCreated = await tick(created).expect(200);
      expect(afterCreated.body.tasks.find((t: Task) => t.id === created.id)).toMatchObject({
        done: true,
        undoable: true,
      });
      expect(await progress(clientId, 'Unibet')).toMatchObject({ state: 'created', deposit: 0 });

      await tick(deposited).expect(200);
      expect(await progress(clientId, 'Unibet')).toMatchObject({
        state: 'deposited',
        deposit: deposited.amount,
      });
      await tick(placed).expect(200);
      expect((await progress(clientId, 'Unibet')).state).toBe('bet_placed');

      const noAmount = await tick(withdrawn).expect(400);
      expect(noAmount.body.errors.amount).toBeDefined();
      const bad = await tick(withdrawn, { amount: -5 }).expect(400);
      expect(bad.body.errors.amount).toBeDefined();
      await tick(withdrawn, { amount: 1200 }).expect(200);
      expect(await progress(clientId, 'Unibet')).toMatchObject({
        state: 'withdrawn',
        withdrawn: 1200,
      });
      expect((await clientRecord(clientId)).profit).toBe(1200 - deposited.amount!);

      const timeline = await events(clientId);
      const ticked = timeline.filter((e) => e.type === 'customer_ticked').map((e) => e.data);
      // The money lines carry their amounts (the timeline shows them in kr).
      expect(ticked).toEqual([
        { site: 'Unibet', step: 'withdrawn', amount: 1200 },
        { site: 'Unibet', step: 'bet_placed' },
        { site: 'Unibet', step: 'deposited', amount: deposited.amount },
        { site: 'Unibet', step: 'created' },
      ]);
      // The same progress write as the recruiter's own change.
      expect(timeline.filter((e) => e.type === 'site_progress')[0].data).toEqual({
        site: 'Unibet',
        state: 'withdrawn',
        deposit: deposited.amount,
        withdrawn: 1200,
        depositChange: 0,
        withdrawnChange: 1200,
      });

      const undone = await server()
        .delete(`/api/tasks/${withdrawn.id}/done`)
        .set('Cookie', cookie)
        .expect(200);
      expect(undone.body.tasks.find((t: Task) => t.id === withdrawn.id).done).toBe(false);
      expect(await progress(clientId, 'Unibet')).toMatchObject({
        state: 'bet_placed',
        withdrawn: 0,
      });
      // Written in one transaction with the progress change, so both carry the same time.
      expect((await events(clientId)).slice(0, 2)).toContainEqual(
        expect.objectContaining({
          type: 'customer_unticked',
          data: expect.objectContaining({ site: 'Unibet', step: 'withdrawn' }),
        }),
      );

      // The recruiter moves the site on: the customer's tick can no longer be undone.
      await server()
        .put(`/api/clients/${clientId}/sites/Unibet`)
        .set('Authorization', admin.bearer)
        .send({ state: 'bonus' })
        .expect(200);
      await server().delete(`/api/tasks/${placed.id}/done`).set('Cookie', cookie).expect(409);
      expect((await progress(clientId, 'Unibet')).state).toBe('bonus');
      // A step the recruiter did is not the customer's to undo.
      await server().delete(`/api/tasks/${withdrawn.id}/done`).set('Cookie', cookie).expect(409);
    });

    it('undoes a deposit back to what it was', async () => {
      const { clientId, cookie } = await customerWithPlan();
      await server().post('/api/tasks/confirmation').set('Cookie', cookie).expect(200);
      const [created, deposited] = ((await tasks(cookie)).body.tasks as Task[]).filter(
        (t) => t.site === 'Unibet',
      );
      await server()
        .post(`/api/tasks/${created.id}/done`)
        .set('Cookie', cookie)
        .send({})
        .expect(200);
      await server()
        .post(`/api/tasks/${deposited.id}/done`)
        .set('Cookie', cookie)
        .send({ amount: 450 })
        .expect(200);
      expect(await progress(clientId, 'Unibet')).toMatchObject({
        state: 'deposited',
        deposit: 450,
      });
      await server().delete(`/api/tasks/${deposited.id}/done`).set('Cookie', cookie).expect(200);
      expect(await progress(clientId, 'Unibet')).toMatchObject({ state: 'created', deposit: 0 });
    });

    it("refuses another customer's task (404) and changes nothing of theirs", async () => {
      const owner = await customerWithPlan();
      const other = await customerWithPlan();
      await server().post('/api/tasks/confirmation').set('Cookie', other.cookie).expect(200);
      const ownerTask = ((await tasks(owner.cookie)).body.tasks as Task[])[0];
      const before = await sql(app, 'select * from client_site_progress where client_id = ?', [
        owner.clientId,
      ]);
      await server()
        .post(`/api/tasks/${ownerTask.id}/done`)
        .set('Cookie', other.cookie)
        .send({})
        .expect(404);
      await server()
        .delete(`/api/tasks/${ownerTask.id}/done`)
        .set('Cookie', other.cookie)
        .expect(404);
      expect(
        await sql(app, 'select * from client_site_progress where client_id = ?', [owner.clientId]),
      ).toEqual(before);
      // A forged or foreign session is no session at all.
      await tasks('arbi_tasks=' + 'a'.repeat(64) + '.forged').expect(401);
      await tasks(other.cookie.replace(/\.[^.]*$/, '.x')).expect(401);
    });
  });

  describe('settings and the privacy notice', () => {
    it('keeps displayName and phone, refuses a bad phone in Danish, and fills /privatliv', async () => {
      const { body } = await server()
        .get('/api/settings/me')
        .set('Authorization', admin.bearer)
        .expect(200);
      expect(body).toMatchObject({ displayName: 'Mads', phone: '+45 11 22 33 44' });
      const bad = await server()
        .put('/api/settings/me')
        .set('Authorization', admin.bearer)
        .send({ phone: 'ring mig' })
        .expect(400);
      expect(bad.body.errors.phone).toBe('Skriv et gyldigt telefonnummer');
      const privacy = await server().get(`/api/public/privacy/${admin.id}`).expect(200);
      expect(privacy.body).toEqual({ name: 'Mads', phone: '+45 11 22 33 44', retentionMonths: 24 });
      await server().get('/api/public/privacy/ingen-saadan').expect(404);
    });
  });

  describe('mail', () => {
    it("sends the link as 'Dine opgaver' over SMTP when asked", async () => {
      const mails: { to: string[]; raw: string }[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (raw += chunk));
          stream.on('end', () => {
            mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const port = (smtp.server.address() as AddressInfo).port;
      const mailing = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      try {
        const clientId = await signUp(mailing, admin.id);
        const [{ email }] = await sql<{ email: string }>(
          mailing,
          'select email from clients where id = ?',
          [clientId],
        );
        const res = await request(mailing.getHttpServer())
          .post(`/api/clients/${clientId}/task-link`)
          .set('Authorization', admin.bearer)
          .send({ email: true })
          .expect(201);
        recordPersonalData(tokenOf(res.body.url));
        expect(res.body.emailed).toBe(true);
        expect(mails).toHaveLength(1);
        expect(mails[0].to).toEqual([email]);
        const raw = mails[0].raw.replace(/=\r?\n/g, '');
        expect(raw).toMatch(/Subject: Dine opgaver/);
        expect(raw).toContain(tokenOf(res.body.url));
      } finally {
        await mailing.close();
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
      // Without SMTP the panel is told so, and no link is made.
      const clientId = await signUp(app, admin.id);
      const off = await server()
        .post(`/api/clients/${clientId}/task-link`)
        .set('Authorization', admin.bearer)
        .send({ email: true })
        .expect(400);
      expect(off.body.errors.email).toBe('E-mail er ikke sat op på serveren');
      expect((await clientRecord(clientId)).taskLink).toBeNull();
    });
  });

  describe('rate limits', () => {
    it('limits the session POST and the task routes per address', async () => {
      const limited = await createTestApp({ RATE_LIMIT_TASK_SESSION: '2', RATE_LIMIT_TASKS: '2' });
      try {
        const clientId = await signUp(limited, admin.id);
        const res = await request(limited.getHttpServer())
          .post(`/api/clients/${clientId}/task-link`)
          .set('Authorization', admin.bearer)
          .send({})
          .expect(201);
        const token = tokenOf(res.body.url);
        recordPersonalData(token);
        const post = () =>
          request(limited.getHttpServer()).post('/api/tasks/session').send({ token });
        await post().expect(204);
        const opened = await post().expect(204);
        const cookie = [opened.headers['set-cookie']].flat()[0]!.split(';')[0];
        const refused = await post().expect(429);
        expect(refused.headers['retry-after']).toBeDefined();
        const get = () => request(limited.getHttpServer()).get('/api/tasks').set('Cookie', cookie);
        await get().expect(200);
        await get().expect(200);
        await get().expect(429);
      } finally {
        await limited.close();
      }
    });
  });
});
