import { Global, Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { JobQueue } from './job-queue.js';

@Global()
@Module({
  providers: [JobQueue, PgPool],
  exports: [JobQueue],
})
export class JobsModule {}
