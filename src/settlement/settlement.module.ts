import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import {
  ClientPaymentsController,
  PaymentsExportController,
  ReferralPaymentsController,
} from './payments.controller.js';
import { PaymentsExportService } from './payments-export.service.js';
import { PaymentsService } from './payments.service.js';
import { ReferralPaymentsService } from './referral-payments.service.js';

@Module({
  imports: [ClientsModule, ReferralsModule],
  controllers: [ClientPaymentsController, ReferralPaymentsController, PaymentsExportController],
  providers: [PaymentsService, ReferralPaymentsService, PaymentsExportService],
  exports: [PaymentsService],
})
export class SettlementModule {}
