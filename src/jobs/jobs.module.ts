import { Global, Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { JobQueue } from './job-queue.js';

/** The job queue for every module: inject `JobQueue`, register tasks in `onModuleInit`. */
@Global()
@Module({
  providers: [JobQueue, PgPool],
  exports: [JobQueue],
})
export class JobsModule {}
