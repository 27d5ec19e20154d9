import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { Public } from '../common/public.decorator.js';
import { PublicAdminService } from './public-admin.service.js';
import { PublicAdminRecord } from './settings.mapper.js';
import { ApiAnswer } from '../common/api-docs.js';

@ApiTags('public')
@Public()
@RateLimit('public')
@Controller('public/admins')
export class PublicAdminsController {
  constructor(private readonly publicAdmins: PublicAdminService) {}

  @Get(':id')
  @ApiOperation({ summary: "What a recruiter's visitor pages show" })
  @ApiAnswer(PublicAdminRecord)
  findOne(@Param('id') id: string): Promise<PublicAdminRecord> {
    return this.publicAdmins.find(id);
  }
}
