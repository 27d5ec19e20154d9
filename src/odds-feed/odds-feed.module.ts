import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { OddsFeedController } from './odds-feed.controller.js';
import { OddsFeedService } from './odds-feed.service.js';
import { TheOddsApi } from './the-odds-api.js';

@Module({
  imports: [SitesModule],
  controllers: [OddsFeedController],
  providers: [OddsFeedService, TheOddsApi],
})
export class OddsFeedModule {}
