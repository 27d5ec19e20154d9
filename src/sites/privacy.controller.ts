import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminsService } from '../admins/admins.service.js';
import { ApiAnswer } from '../common/api-docs.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PrivacyRecord, toPrivacyRecord } from './settings.mapper.js';

@ApiTags('public')
@Public()
@RateLimit('public')
@Controller('public/privacy')
export class PrivacyController {
  constructor(
    private readonly admins: AdminsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: "The privacy notice's facts for a recruiter's visitors and customers" })
  @ApiAnswer(PrivacyRecord)
  async find(@Param('id') id: string): Promise<PrivacyRecord> {
    const { admin } = await this.admins.serving(id);
    return toPrivacyRecord(admin, this.config.retentionMonths);
  }
}
