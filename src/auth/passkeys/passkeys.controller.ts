import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { ApiAnswer, ApiErrors } from '../../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../../common/current-admin.decorator.js';
import { Public } from '../../common/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { LoginAnswer } from '../auth.mapper.js';
import { KnownDevices } from '../known-devices.js';
import { SignInService } from '../sign-in.service.js';
import {
  PasskeySignInDto,
  RegisterPasskeyDto,
  WEBAUTHN_OPTIONS_SCHEMA,
} from './dto/passkey.dto.js';
import { PasskeyRecord, toPasskeyRecord } from './passkey.mapper.js';
import { PasskeysService } from './passkeys.service.js';

@ApiTags('auth')
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly signIn: SignInService,
    private readonly devices: KnownDevices,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in admin's passkeys" })
  @ApiAnswer([PasskeyRecord])
  async list(@CurrentAdmin() principal: Principal): Promise<PasskeyRecord[]> {
    return (await this.passkeys.list(principal)).map(toPasskeyRecord);
  }

  @Post('registration/options')
  @ApiOperation({ summary: 'Options for `navigator.credentials.create` (a new passkey)' })
  @HttpCode(200)
  @ApiResponse({ status: 200, description: 'OK', schema: WEBAUTHN_OPTIONS_SCHEMA })
  registrationOptions(
    @CurrentAdmin() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.registrationOptions(principal, req, res);
  }

  @Post('registration/verify')
  @ApiOperation({ summary: 'Adds the passkey the browser made' })
  @ApiAnswer(PasskeyRecord, 201)
  async register(
    @CurrentAdmin() principal: Principal,
    @Body() body: RegisterPasskeyDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PasskeyRecord> {
    return toPasskeyRecord(
      await this.passkeys.register(principal, body.response, body.name, req, res),
    );
  }

  @Public()
  @RateLimit('login')
  @Post('authentication/options')
  @ApiOperation({ summary: 'Options for `navigator.credentials.get` (signing in)' })
  @HttpCode(200)
  @ApiResponse({ status: 200, description: 'OK', schema: WEBAUTHN_OPTIONS_SCHEMA })
  authenticationOptions(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.authenticationOptions(req, res);
  }

  @Public()
  @RateLimit('login')
  @Post('authentication/verify')
  @ApiOperation({ summary: 'Signs in with the passkey the browser chose' })
  @HttpCode(200)
  @ApiAnswer(LoginAnswer)
  @ApiErrors(401)
  async authenticate(
    @Body() body: PasskeySignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginAnswer> {
    const admin = await this.passkeys.authenticate(body.response, req, res);
    const source = await this.devices.sourceOf(req, admin.email);
    return this.signIn.complete(admin, source, req, res, { secondFactor: true });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Removes a passkey' })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Removed' })
  async remove(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.passkeys.remove(principal, id);
  }
}
