import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type RetentionResult, RetentionService } from './retention.service.js';

const CHECK_EVERY_MS = 60 * 60_000;
// pg_advisory lock key: any fixed number no other part of the app uses.
const LOCK_KEY = 21_000_001;

/**
 * Runs the retention once a day across every instance: each instance checks hourly; the one that
 * gets the advisory lock and is first to claim today's row in `maintenance_runs` runs it, the
 * others skip. (A job queue would do the same; see README "Personal data care".)
 */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM,
    private readonly retention: RetentionService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.runDaily(new Date()).catch((error: unknown) =>
        this.logger.error({ event: 'retention_failed', error: String(error) }, 'retention failed'),
      );
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Today's run if no instance has made it yet; null when another one has (or is making it). */
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
    return RequestContext.create(this.orm.em, () => this.retention.run(now));
  }
}
