import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/index.js';

const FOLD_TASK = 'fold-client-totals';

/** Backends write their own rollup rows so writers never wait; hourly, one instance folds them (advisory lock). */
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
