import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/index.js';
import { type RetentionResult, RetentionService } from './retention.service.js';

const RETENTION_TASK = 'retention';
// pg_advisory lock key: any fixed number no other part of the app uses.
const LOCK_KEY = 21_000_001;

/** On the queue's cron (one instance per run, missed days made up); `maintenance_runs` keeps it to once a day. */
@Injectable()
export class RetentionJob implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly retention: RetentionService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.task(RETENTION_TASK, async () => {
      await this.runDaily(new Date());
    });
    this.jobs.cron('0 3 * * *', RETENTION_TASK, { fill: '1d' });
  }

  async runDaily(now: Date): Promise<RetentionResult | null> {
    const day = now.toISOString().slice(0, 10);
    const claimed = await this.orm.em.fork().transactional(async (em) => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as "locked"',
        [LOCK_KEY],
      );
      if (!locked) return false;
      const rows = await em.execute(
        `insert into "maintenance_runs" ("job", "day") values ('retention', ?)
         on conflict do nothing returning "day"`,
        [day],
      );
      return rows.length > 0;
    });
    if (!claimed) return null;
    try {
      return await RequestContext.create(this.orm.em, () => this.retention.run(now));
    } catch (error) {
      // Give the day back, so the queue's retry runs it again.
      await this.orm.em
        .fork()
        .execute(`delete from "maintenance_runs" where "job" = 'retention' and "day" = ?`, [day]);
      throw error;
    }
  }
}
