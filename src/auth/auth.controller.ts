import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import type { Request, Response } from 'express';
import { type AdminRecord, toAdminRecord } from '../admins/admin.mapper.js';
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
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ token: string; admin: Omit<AdminRecord, 'createdAt'> }> {
    const { admin, session } = await this.auth.login(body.email, body.password);
    setSessionCookie(req, res, session.token, session.maxAgeMs);
    return { token: session.token, admin: { id: admin.id, email: admin.email, role: admin.role } };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentAdmin() principal: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(principal);
    clearSessionCookie(req, res);
  }

  @Get('me')
  async me(@CurrentAdmin() principal: Principal): Promise<AdminRecord> {
    return toAdminRecord(await this.admins.findOne(principal.id));
  }

  /** Who is signed in, if anyone: lets the sign-in page ask without provoking a 401. */
  @SessionOptional()
  @Get('session')
  async session(@Req() req: Request): Promise<{ admin: AdminRecord | null }> {
    const principal = req.user as Principal | undefined;
    return { admin: principal ? toAdminRecord(await this.admins.findOne(principal.id)) : null };
  }

  @Post('password')
  @HttpCode(204)
  async changePassword(
    @CurrentAdmin() principal: Principal,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const session = await this.auth.changePassword(principal, body.currentPassword, body.newPassword);
    setSessionCookie(req, res, session.token, session.maxAgeMs);
  }
}
