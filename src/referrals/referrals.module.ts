import { Module } from '@nestjs/common';
import { ReferralLookupController } from './referral-lookup.controller.js';
import { ReferralsController } from './referrals.controller.js';
import { ReferralsService } from './referrals.service.js';

@Module({
  controllers: [ReferralsController, ReferralLookupController],
  providers: [ReferralsService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
