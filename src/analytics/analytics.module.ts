import { Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { AnalyticsController } from './analytics.controller.js';
import { FunnelRepository } from './funnel.repository.js';
import { FunnelService } from './funnel.service.js';
import { PublicEventsController } from './public-events.controller.js';

@Module({
  controllers: [PublicEventsController, AnalyticsController],
  providers: [FunnelService, FunnelRepository, PgPool],
})
export class AnalyticsModule {}
