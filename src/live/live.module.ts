import { Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { LiveController } from './live.controller.js';
import { LiveEventsRepository } from './live-events.repository.js';
import { LiveStreams } from './live-streams.js';

/** Live updates for the panel (PRODUCT.md §19): `GET /api/live`, fed by PostgreSQL LISTEN/NOTIFY. */
@Module({
  controllers: [LiveController],
  providers: [LiveStreams, LiveEventsRepository, PgPool],
})
export class LiveModule {}
