import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { UNNAMED_RECRUITER } from '../../rules/tasks.js';
import { AdminsService } from '../admins/admins.service.js';
import { ApiAnswer } from '../common/api-docs.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';

export class PrivacyRecord {
  @ApiProperty({ description: "the recruiter's name as their customers see it" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ description: 'RETENTION_MONTHS: inactive customers are archived after this' })
  retentionMonths!: number;
}

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
    return {
      name: admin.displayName || UNNAMED_RECRUITER,
      phone: admin.phone ?? null,
      retentionMonths: this.config.retentionMonths,
    };
  }
}
