import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../../common/current-admin.decorator.js';
import { SessionRecord } from './session.mapper.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('auth')
@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: "'Dine sessioner': the devices signed in as you" })
  @ApiAnswer([SessionRecord])
  list(@CurrentAdmin() principal: Principal): Promise<SessionRecord[]> {
    return this.sessions.list(principal);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Signs one device out' })
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'That session has ended' })
  async revoke(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.sessions.revoke(principal, id);
  }
}
