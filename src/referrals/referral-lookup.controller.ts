import { Body, Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { parseReferralCode } from './referral-code.js';
import { ReferralLookupDto, ReferralName } from './dto/referral.dto.js';
import { REFERRAL_NOT_FOUND, ReferralsService } from './referrals.service.js';

@ApiTags('public')
@Public()
@Controller()
export class ReferralLookupController {
  constructor(private readonly referrals: ReferralsService) {}

  @Post('referal')
  @ApiOperation({ summary: "Look up a referral's name by its code (the signup form's check)" })
  @HttpCode(200)
  @RateLimit('referralLookup', 'referralLookupPerRecruiter')
  @ApiAnswer(ReferralName, 200, "The referral's name")
  @ApiErrors(404)
  lookup(@Body() body: ReferralLookupDto): Promise<ReferralName> {
    const code = parseReferralCode(body.referal);
    if (!code) throw new NotFoundException(REFERRAL_NOT_FOUND);
    return this.referrals.lookup(body.admin, code);
  }
}
