import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/index.js';

const FOLD_TASK = 'fold-client-totals';

/**
 * Every backend adds to its own rows of `client_totals` and `client_days` (so writers never wait
 * on each other); hourly, one instance folds them into one row per key, so the lists' counts and
 * the summary read a few rows however many connections came and went. The fold skips rows a
 * backend is writing (they wait for the next one) and runs once at a time (an advisory lock).
 */
@Injectable()
export class ClientRollupsJob implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.task(FOLD_TASK, () => this.fold());
    this.jobs.cron('23 * * * *', FOLD_TASK);
  }

  async fold(): Promise<void> {
    // One statement, so its own transaction: the advisory lock inside lasts as long as the fold.
    await this.orm.em.fork().execute('select arbi_fold_client_totals()');
  }
}
