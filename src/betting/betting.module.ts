import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { BetPlansController, ClientBetPlansController } from './bet-plans.controller.js';
import { BetPlansService } from './bet-plans.service.js';
import { LegacyBetController } from './legacy-bet.controller.js';

@Module({
  imports: [ClientsModule, AdminsModule],
  controllers: [BetPlansController, ClientBetPlansController, LegacyBetController],
  providers: [BetPlansService],
})
export class BettingModule {}
