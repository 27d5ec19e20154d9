import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { LoginAnswer, SessionAnswer } from './auth.mapper.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import type { Request, Response } from 'express';
import { AdminRecord, toAdminRecord } from '../admins/admin.mapper.js';
import { AdminsService } from '../admins/admins.service.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { Public, SessionOptional } from '../common/public.decorator.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginTotpDto } from './dto/login-totp.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { addressOf } from './guess-source.js';
import { KnownDevices } from './known-devices.js';
import { AuthCookies, SESSION_COOKIE } from './session-cookie.js';
import { DuringSignInStep } from './sign-in-step.guard.js';
import { SignInService } from './sign-in.service.js';
import { TotpService } from './totp/totp.service.js';
import { UnauthorizedException } from '@nestjs/common';

const WRONG_CODE = 'Koden er forkert eller allerede brugt';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly signIn: SignInService,
    private readonly totp: TotpService,
    private readonly devices: KnownDevices,
    private readonly cookies: AuthCookies,
    private readonly admins: AdminsService,
  ) {}

  @Public()
  @RateLimit('login')
  @Post('login')
  @ApiOperation({
    summary: 'Sign in: a token and a session cookie, or a ticket for the second factor',
  })
  @HttpCode(200)
  @ApiAnswer(LoginAnswer)
  @ApiErrors(401)
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginAnswer> {
    const source = await this.devices.sourceOf(req, body.email);
    const admin = await this.auth.checkPassword(body.email, body.password, source);
    return this.signIn.passwordAccepted(admin, source, req, res);
  }

  @Public()
  @RateLimit('login')
  @Post('login/totp')
  @ApiOperation({ summary: 'The second factor: a code from the app, or a recovery code' })
  @HttpCode(200)
  @ApiAnswer(LoginAnswer)
  @ApiErrors(401)
  async loginTotp(
    @Body() body: LoginTotpDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginAnswer> {
    const { admin, source } = await this.signIn.readTicket(body.ticket);
    if (!(await this.totp.useCode(admin, body.code, source)))
      throw new UnauthorizedException(WRONG_CODE);
    return this.signIn.complete(admin, source, req, res);
  }

  @DuringSignInStep()
  @Post('logout')
  @ApiOperation({ summary: 'Sign out: the session ends' })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Signed out; the cookie is cleared' })
  async logout(
    @CurrentAdmin() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.auth.logout(principal);
    this.cookies.clear(req, res, SESSION_COOKIE);
  }

  @DuringSignInStep()
  @Get('me')
  @ApiOperation({ summary: 'The signed-in admin' })
  @ApiAnswer(AdminRecord)
  async me(@CurrentAdmin() principal: Principal): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.findOne(principal.id));
  }

  /** Who is signed in, if anyone: lets the sign-in page ask without provoking a 401. */
  @SessionOptional()
  @DuringSignInStep()
  @Get('session')
  @ApiOperation({ summary: 'Who is signed in, if anyone (never 401), and any step to take first' })
  @ApiAnswer(SessionAnswer)
  async session(@Req() req: Request): Promise<SessionAnswer> {
    const principal = req.user as Principal | undefined;
    if (!principal) return { admin: null, next: null };
    return {
      admin: toAdminRecord(await this.admins.findOne(principal.id)),
      next: principal.pendingStep ?? null,
    };
  }

  @DuringSignInStep()
  @Post('password')
  @ApiOperation({ summary: 'Change the password; other sessions end' })
  @HttpCode(204)
  @ApiErrors(429)
  @ApiResponse({
    status: 204,
    description: 'Changed; other sessions end, this one gets a new cookie',
  })
  async changePassword(
    @CurrentAdmin() principal: Principal,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const admin = await this.auth.changePassword(
      principal,
      body.currentPassword,
      body.newPassword,
      addressOf(req),
    );
    await this.signIn.openSession(admin, req, res);
  }
}
