import { Controller, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminRole } from '../admins/admin.entity.js';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { Roles } from '../common/roles.decorator.js';
import { ResetLinkRecord } from './password-reset.mapper.js';
import { PasswordResetService } from './password-reset.service.js';

/** The owner's link for a recruiter who cannot get in (no SMTP, no password yet). */
@ApiTags('admins (super-admin)')
@Roles(AdminRole.SuperAdmin)
@Controller('admins/:id/password-reset')
export class OwnerResetLinkController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @ApiOperation({
    summary: 'A one-time link (72 hours) to set a password: a reset, or an invitation',
  })
  @ApiAnswer(ResetLinkRecord, 201)
  @ApiErrors(409)
  async resetLink(@Param('id') id: string, @Req() req: Request): Promise<ResetLinkRecord> {
    const link = await this.resets.linkByOwner(id, `${req.protocol}://${req.get('host')}`);
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }
}
