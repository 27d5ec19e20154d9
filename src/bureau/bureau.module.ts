import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { PgPool } from '../database/pg-pool.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { LeaderboardController } from './leaderboard.controller.js';
import { LeaderboardService } from './leaderboard.service.js';
import { TransferService } from './transfer.service.js';

@Module({
  imports: [AdminsModule],
  controllers: [LeaderboardController, AccountsController],
  providers: [LeaderboardService, AccountsService, TransferService, PgPool],
})
export class BureauModule {}
