import type { INestApplication } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { AdminRole } from '../../src/common/admin-role.js';
import { RetentionJob } from '../../src/retention/retention.job.js';
import { RetentionService } from '../../src/retention/retention.service.js';
import { createAdmin, signUp, signupBody, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

const MONTH_MS = 30.5 * 24 * 3_600_000;

describe('the daily retention job: customers with no activity for RETENTION_MONTHS are archived', () => {
  let first: INestApplication;
  let second: INestApplication;
  let admin: TestAdmin;

  beforeAll(async () => {
    // Two instances of the app on one database, as behind a load balancer.
    first = await createTestApp({ RETENTION_MONTHS: '24' });
    second = await createTestApp({ RETENTION_MONTHS: '24' });
    admin = await createAdmin(first);
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  /** The test sets the clock: the customer's last activity (or signup) `monthsAgo` before `now`. */
  const signedUpAgo = async (now: Date, monthsAgo: number) => {
    const id = await signUp(first, admin.id);
    const at = new Date(now.getTime() - monthsAgo * MONTH_MS);
    const columns = await sql(
      first,
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'clients' and column_name = 'last_activity_at'`,
    );
    await sql(
      first,
      `update clients set created_at = ?${columns.length ? ', last_activity_at = ?' : ''} where id = ?`,
      columns.length ? [at, at, id] : [at, id],
    );
    return id;
  };

  it('archives exactly the stale ones, once a day however many instances run it', async () => {
    const now = new Date();
    const stale = [await signedUpAgo(now, 25), await signedUpAgo(now, 36)];
    const fresh = [await signedUpAgo(now, 23), await signedUpAgo(now, 0)];

    const runs = await Promise.all([
      first.get(RetentionJob).runDaily(now),
      second.get(RetentionJob).runDaily(now),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(runs.find(Boolean)?.archived).toBe(stale.length);

    const rows = await sql<{ id: string; name: string; archived_at: Date | null }>(
      first,
      'select id, name, archived_at from clients where id in (?)',
      [[...stale, ...fresh]],
    );
    const archived = rows.filter((row) => row.archived_at).map((row) => row.id);
    expect(archived.sort()).toEqual([...stale].sort());
    expect(rows.filter((row) => row.archived_at).map((row) => row.name)).toEqual([
      'not available',
      'not available',
    ]);

    // Later the same day, on either instance: already done.
    expect(await first.get(RetentionJob).runDaily(now)).toBeNull();
    expect(await second.get(RetentionJob).runDaily(now)).toBeNull();
  });

  it('audits each archived customer by id, with no admin and no personal data', async () => {
    const superadmin = await createAdmin(first, AdminRole.SuperAdmin);
    const res = await request(first.getHttpServer())
      .get('/api/audit')
      .query({ filter: JSON.stringify({ action: 'retention.archived' }) })
      .set('Authorization', superadmin.bearer)
      .expect(200);
    expect(res.body).toHaveLength(2);
    for (const entry of res.body) {
      expect(entry).toMatchObject({ adminId: null, resource: 'clients' });
      expect(entry.recordId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('runs on the job queue: the daily schedule is registered, and a queued run archives', async () => {
    const worker = await createTestApp({ RETENTION_MONTHS: '24', JOBS_WORKER: 'on' });
    try {
      const now = new Date();
      const stale = await signedUpAgo(now, 30);
      // The worker registers its schedule as it starts: wait for it.
      let known: unknown[] = [];
      for (let tries = 0; !known.length && tries < 50; tries++) {
        known = await sql(
          first,
          `select identifier from graphile_worker._private_known_crontabs where identifier = 'retention'`,
        );
        if (!known.length) await sleep(100);
      }
      expect(known).toHaveLength(1);

      // Today's run, as the 03:00 schedule queues it (today's claim cleared, should a test have made it).
      await sql(first, `delete from maintenance_runs where job = 'retention' and day = ?`, [
        now.toISOString().slice(0, 10),
      ]);
      await sql(first, `select graphile_worker.add_job('retention', '{}'::json)`);
      let archivedAt: Date | null = null;
      for (let tries = 0; !archivedAt && tries < 100; tries++) {
        [{ archived_at: archivedAt }] = await sql<{ archived_at: Date | null }>(
          first,
          'select archived_at from clients where id = ?',
          [stale],
        );
        if (!archivedAt) await sleep(100);
      }
      expect(archivedAt).not.toBeNull();
    } finally {
      await worker.close();
    }
  }, 30_000);

  it('deletes stored signup answers (Idempotency-Key) older than a day, and keeps newer ones', async () => {
    const now = new Date();
    const keys = [`old-${Date.now()}`, `new-${Date.now()}`];
    for (const key of keys)
      await request(first.getHttpServer())
        .post('/api/start')
        .set('Idempotency-Key', key)
        .send(signupBody(admin.id))
        .expect(201);
    await sql(first, 'update idempotency_keys set created_at = ? where key = ?', [
      new Date(now.getTime() - 25 * 3_600_000),
      keys[0],
    ]);
    await sql(first, 'update idempotency_keys set created_at = ? where key = ?', [
      new Date(now.getTime() - 23 * 3_600_000),
      keys[1],
    ]);
    const result = await first.get(RetentionService).run(now);
    expect(result.storedAnswersDeleted).toBeGreaterThanOrEqual(1);
    const left = await sql<{ key: string }>(
      first,
      'select key from idempotency_keys where key in (?)',
      [keys],
    );
    expect(left.map((row) => row.key)).toEqual([keys[1]]);
  });
});
