import { Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { LiveController } from './live.controller.js';
import { LiveEventsRepository } from './live-events.repository.js';
import { LiveStreams } from './live-streams.js';

@Module({
  controllers: [LiveController],
  providers: [LiveStreams, LiveEventsRepository, PgPool],
})
export class LiveModule {}
