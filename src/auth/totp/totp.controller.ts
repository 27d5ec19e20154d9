import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAnswer, ApiErrors } from '../../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../../common/current-admin.decorator.js';
import { addressOf } from '../guess-source.js';
import { DuringSignInStep } from '../sign-in-step.guard.js';
import { DisableTotpDto, EnableTotpDto } from './dto/totp.dto.js';
import { RecoveryCodesAnswer, TotpSetupAnswer, TwoFactorStatus } from './totp.mapper.js';
import { TotpService } from './totp.service.js';

@ApiTags('auth')
@Controller('auth/totp')
export class TotpController {
  constructor(private readonly totp: TotpService) {}

  @DuringSignInStep()
  @Get()
  @ApiOperation({ summary: "The signed-in admin's two-factor state" })
  @ApiAnswer(TwoFactorStatus)
  status(@CurrentAdmin() principal: Principal): Promise<TwoFactorStatus> {
    return this.totp.status(principal.id);
  }

  @DuringSignInStep()
  @Post('setup')
  @ApiOperation({ summary: 'A new authenticator key: the URL and its QR code (not on yet)' })
  @HttpCode(200)
  @ApiAnswer(TotpSetupAnswer)
  @ApiErrors(409)
  setUp(@CurrentAdmin() principal: Principal): Promise<TotpSetupAnswer> {
    return this.totp.setUp(principal);
  }

  @DuringSignInStep()
  @Post('enable')
  @ApiOperation({ summary: "Turns two-factor on with the app's first code; ten recovery codes" })
  @HttpCode(200)
  @ApiAnswer(RecoveryCodesAnswer)
  @ApiErrors(409, 429)
  async enable(
    @CurrentAdmin() principal: Principal,
    @Body() body: EnableTotpDto,
    @Req() req: Request,
  ): Promise<RecoveryCodesAnswer> {
    return { recoveryCodes: await this.totp.enable(principal, body.code, addressOf(req)) };
  }

  @Delete()
  @ApiOperation({ summary: 'Turns two-factor off (the password and a code)' })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Off; the recovery codes are gone' })
  @ApiErrors(409, 429)
  async disable(
    @CurrentAdmin() principal: Principal,
    @Body() body: DisableTotpDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.totp.disable(principal, body.password, body.code, addressOf(req));
  }
}
