import { Body, Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { parseReferralCode } from '../clients/signup-input.js';
import { ReferralLookupDto } from './dto/referral.dto.js';
import { REFERRAL_NOT_FOUND, ReferralsService } from './referrals.service.js';

/** The original lookup contract: `{referal, admin}` → `{name}`, or 404 with the page's message. */
@ApiTags('public')
@Public()
@Controller()
export class ReferralLookupController {
  constructor(private readonly referrals: ReferralsService) {}

  @Post('referal')
  @HttpCode(200)
  @RateLimit('referralLookup')
  lookup(@Body() body: ReferralLookupDto): Promise<{ name: string }> {
    const code = parseReferralCode(body.referal);
    if (!code) throw new NotFoundException(REFERRAL_NOT_FOUND);
    return this.referrals.lookup(body.admin, code);
  }
}
