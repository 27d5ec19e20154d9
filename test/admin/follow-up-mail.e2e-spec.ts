import { jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { copenhagenHour, startOfCopenhagenDay } from '../../src/common/copenhagen.js';
import { FollowUpMailJob } from '../../src/notifications/follow-up-mail.job.js';
import { createAdmin, signUp, sql, type TestAdmin } from '../support/builders.js';
import { decodedMail, type Mail, startSmtp, until } from '../support/smtp.js';
import { createTestApp, ownDatabase } from '../support/test-app.js';

/**
 * The morning email with the day's follow-ups (issue 36): the real app with its job worker, a real
 * SMTP server, and the tick run for a fixed day and hour, so what is due never depends on today.
 * A database of its own: the tick looks at every recruiter.
 */
describe("the morning email with the day's follow-ups, on the job queue", () => {
  // The job worker is slow to come round on a loaded machine (the whole API suite at once).
  jest.setTimeout(120_000);
  const DAY = '2026-03-02'; // winter time: 07:00 in Copenhagen is 06:00 UTC
  // An hour the real hourly tick will not reach while the test runs.
  const HOUR = (copenhagenHour(new Date()) + 12) % 24;
  const tickAt = (hour: number, day = DAY) =>
    new Date(startOfCopenhagenDay(day).getTime() + hour * 3_600_000);
  const mails: Mail[] = [];
  let smtp: SMTPServer & { port: number };
  let db: { url: string; drop: () => Promise<void> };
  let app: INestApplication;
  let job: FollowUpMailJob;

  beforeAll(async () => {
    smtp = await startSmtp(mails);
    db = await ownDatabase('followups');
    app = await createTestApp(
      {
        JOBS_WORKER: 'on',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Arbi <arbi@arbi.test>',
        PUBLIC_URL: 'https://arbi.example',
        FOLLOWUP_MAIL_HOUR: String(HOUR),
      },
      db.url,
    );
    job = app.get(FollowUpMailJob);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await db?.drop();
  });

  const api = () => request(app.getHttpServer());
  const followUp = (admin: TestAdmin, id: string, nextContactAt: string | null) =>
    api()
      .put(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .send({ nextContactAt })
      .expect(200);
  const mailsTo = (admin: TestAdmin) => mails.filter((mail) => mail.to.includes(admin.email));
  /** Every job the tick queued has run (or failed for good). */
  const queueDrained = () =>
    until(async () => {
      const [{ n }] = await sql<{ n: number }>(
        app,
        `select count(*)::int as n from graphile_worker.jobs
          where task_identifier = 'follow-up-mail' and attempts < max_attempts`,
      );
      return n === 0 ? true : undefined;
    }, 'the follow-up jobs');

  it('mails each recruiter with follow-ups due that day once, names and links only; none to the others', async () => {
    const anna = await createAdmin(app);
    const today = await signUp(app, anna.id, { name: 'Mette Marie Kristensen' });
    const overdue = await signUp(app, anna.id, { name: 'Bo Berg' });
    const tomorrow = await signUp(app, anna.id, { name: 'Carl Clausen' });
    const archived = await signUp(app, anna.id, { name: 'Dorte Dahl' });
    await signUp(app, anna.id, { name: 'Eva Ebbesen' }); // no follow-up at all
    await followUp(anna, today, '2026-03-02T09:00:00Z'); // 10:00 in Copenhagen
    await followUp(anna, overdue, '2026-02-27T14:30:00Z');
    await followUp(anna, tomorrow, '2026-03-03T08:00:00Z');
    await followUp(anna, archived, '2026-03-02T10:00:00Z');
    await api().post(`/api/clients/${archived}/archive`).set('Authorization', anna.bearer);
    const quiet = await createAdmin(app); // customers, none due
    await followUp(quiet, await signUp(app, quiet.id), '2026-03-05T08:00:00Z');
    const optedOut = await createAdmin(app);
    await followUp(optedOut, await signUp(app, optedOut.id), '2026-03-02T08:00:00Z');
    const off = await api()
      .put('/api/settings/me')
      .set('Authorization', optedOut.bearer)
      .send({ notifications: { followUpEmail: false } })
      .expect(200);
    expect(off.body.notifications).toMatchObject({ followUpEmail: false, followUpHour: HOUR });

    // The worker's cron ticks hourly (graphile-worker records the schedules it runs).
    await until(async () => {
      const known = await sql(
        app,
        `select 1 from graphile_worker._private_known_crontabs where identifier = 'follow-up-mails'`,
      );
      return known.length ? true : undefined;
    }, 'the hourly tick on the cron');
    // Another hour of the day: nothing.
    expect(await job.tick(tickAt((HOUR + 1) % 24))).toBeNull();
    expect(await job.tick(tickAt(HOUR))).toBe(1);
    const mail = await until(async () => mailsTo(anna)[0], 'the morning email', 60_000);
    const { subject, text } = decodedMail(mail.raw);
    expect(subject).toBe('Opfølgning i dag: 2 kunder');
    expect(mail.raw).toContain('From: Arbi <arbi@arbi.test>');
    expect(text).toContain('Du har 2 kunder at følge op på i dag (02.03.2026):');
    expect(text).toContain('- Bo B., 27.02.2026 kl. 15:30 (for sent)');
    expect(text).toContain(`https://arbi.example/admin/clients/${overdue}`);
    expect(text).toContain('- Mette K., kl. 10:00');
    expect(text).toContain(`https://arbi.example/admin/clients/${today}`);
    expect(text.indexOf('Bo B.')).toBeLessThan(text.indexOf('Mette K.'));
    expect(text).toContain('https://arbi.example/admin/notifications');
    // No more personal data than it takes to recognise them.
    for (const hidden of ['Berg', 'Kristensen', 'Carl', 'Dorte', 'Eva', '@example.dk', '+45'])
      expect(text).not.toContain(hidden);
    expect(text).not.toContain(tomorrow);

    // The same day again (another instance's tick, a retry): no second email.
    expect(await job.tick(tickAt(HOUR))).toBeNull();
    await job.send(anna.id, DAY);
    await queueDrained();
    expect(mailsTo(anna)).toHaveLength(1);
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(optedOut)).toEqual([]);
    const runs = await sql<{ job: string }>(
      app,
      `select job from maintenance_runs where day = ? order by job collate "C"`,
      [DAY],
    );
    expect(runs.map((run) => run.job)).toEqual(['follow-up-mail:' + anna.id, 'follow-up-mails']);
  });

  it('sends a failed email again on the next try, and nothing to a recruiter who turned it off meanwhile', async () => {
    const day = '2026-03-09';
    const admin = await createAdmin(app);
    await followUp(admin, await signUp(app, admin.id, { name: 'Frida Fog' }), `${day}T11:00:00Z`);
    // The SMTP server refuses the first try.
    let refusals = 1;
    const onData = smtp.onData.bind(smtp);
    smtp.onData = (stream, session, callback) => {
      if (refusals-- > 0) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('try later'), { responseCode: 451 })),
        );
        return;
      }
      onData(stream, session, callback);
    };
    try {
      await expect(job.send(admin.id, day)).rejects.toThrow(/E-mail kunne ikke sendes \(.*451/);
      expect(mailsTo(admin)).toEqual([]);
      await job.send(admin.id, day);
      expect(decodedMail(mailsTo(admin)[0].raw).text).toContain('- Frida F., kl. 12:00');
    } finally {
      smtp.onData = onData;
    }

    const later = await createAdmin(app);
    await followUp(later, await signUp(app, later.id), `${day}T11:00:00Z`);
    await api()
      .put('/api/settings/me')
      .set('Authorization', later.bearer)
      .send({ notifications: { followUpEmail: false } })
      .expect(200);
    await job.send(later.id, day);
    expect(mailsTo(later)).toEqual([]);
  });

  it('refuses a setting that is not true or false, in Danish, and keeps the old one', async () => {
    const admin = await createAdmin(app);
    const bad = await api()
      .put('/api/settings/me')
      .set('Authorization', admin.bearer)
      .send({ notifications: { followUpEmail: 'ja' } })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'notifications.followUpEmail': 'followUpEmail skal være true eller false',
    });
    const kept = await api().get('/api/settings/me').set('Authorization', admin.bearer).expect(200);
    expect(kept.body.notifications.followUpEmail).toBe(true);
  });
});
