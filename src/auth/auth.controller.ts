import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { LoginAnswer, SessionAnswer } from './auth.records.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import type { Request, Response } from 'express';
import { AdminRecord, toAdminRecord } from '../admins/admin.mapper.js';
import { AdminsService } from '../admins/admins.service.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { Public, SessionOptional } from '../common/public.decorator.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly admins: AdminsService,
  ) {}

  @Public()
  @RateLimit('login')
  @Post('login')
  @ApiOperation({ summary: 'Sign in: a token and a session cookie' })
  @HttpCode(200)
  @ApiAnswer(LoginAnswer)
  @ApiErrors(401)
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginAnswer> {
    const { admin, session } = await this.auth.login(body.email, body.password);
    setSessionCookie(req, res, session.token, session.maxAgeMs);
    return { token: session.token, admin: { id: admin.id, email: admin.email, role: admin.role } };
  }

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
    clearSessionCookie(req, res);
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in admin' })
  @ApiAnswer(AdminRecord)
  async me(@CurrentAdmin() principal: Principal): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.findOne(principal.id));
  }

  /** Who is signed in, if anyone: lets the sign-in page ask without provoking a 401. */
  @SessionOptional()
  @Get('session')
  @ApiOperation({ summary: 'Who is signed in, if anyone (never 401)' })
  @ApiAnswer(SessionAnswer)
  async session(@Req() req: Request): Promise<SessionAnswer> {
    const principal = req.user as Principal | undefined;
    return { admin: principal ? toAdminRecord(await this.admins.findOne(principal.id)) : null };
  }

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
    const session = await this.auth.changePassword(
      principal,
      body.currentPassword,
      body.newPassword,
    );
    setSessionCookie(req, res, session.token, session.maxAgeMs);
  }
}
