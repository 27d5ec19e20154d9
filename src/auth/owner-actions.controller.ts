import { Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminRole } from '../admins/admin.entity.js';
import { AdminsService } from '../admins/admins.service.js';
import { ApiAnswer } from '../common/api-docs.js';
import { Roles } from '../common/roles.decorator.js';
import { AccountThrottle } from './account-throttle.js';
import { ResetLinkRecord } from './reset/dto/reset.dto.js';
import { PasswordResetService } from './reset/password-reset.service.js';

/** What the owner can do for a recruiter who cannot get in. */
@ApiTags('admins (super-admin)')
@Roles(AdminRole.SuperAdmin)
@Controller('admins/:id')
export class OwnerActionsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly resets: PasswordResetService,
    private readonly throttle: AccountThrottle,
  ) {}

  @Post('password-reset')
  @ApiOperation({
    summary: 'A one-time link (72 hours) to set a password: a reset, or an invitation',
  })
  @ApiAnswer(ResetLinkRecord, 201)
  async resetLink(@Param('id') id: string, @Req() req: Request): Promise<ResetLinkRecord> {
    const link = await this.resets.linkByOwner(id, `${req.protocol}://${req.get('host')}`);
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  @Delete('throttle')
  @ApiOperation({ summary: "Lifts the account's sign-in lockout (guessing from unknown devices)" })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Lifted' })
  async lift(@Param('id') id: string): Promise<void> {
    const admin = await this.admins.findOne(id);
    await this.throttle.lift(admin.email, admin.id);
  }
}
