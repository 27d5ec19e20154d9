import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { WorkspaceModule } from '../workspace/index.js';
import { BetPlansController, ClientBetPlansController } from './bet-plans.controller.js';
import { BetPlansService } from './bet-plans.service.js';
import { LegacyBetController } from './legacy-bet.controller.js';

@Module({
  imports: [ClientsModule, SitesModule, WorkspaceModule],
  controllers: [BetPlansController, ClientBetPlansController, LegacyBetController],
  providers: [BetPlansService],
})
export class BettingModule {}
