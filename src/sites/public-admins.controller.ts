import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { Public } from '../common/public.decorator.js';
import { AdminsService } from '../admins/admins.service.js';
import { SettingsService } from './settings.service.js';
import { PublicAdminRecord } from './settings.record.js';
import { ApiAnswer } from '../common/api-docs.js';

/** What a visitor's pages show: texts and site names, nothing private. */
@ApiTags('public')
@Public()
@RateLimit('public')
@Controller('public/admins')
export class PublicAdminsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly settings: SettingsService,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: "What a recruiter's visitor pages show" })
  @ApiAnswer(PublicAdminRecord)
  async findOne(@Param('id') id: string): Promise<PublicAdminRecord> {
    const admin = await this.admins.findOne(id);
    const sites = await this.settings.sites(admin.id);
    return { id: admin.id, ...admin.texts, sites: sites.map((site) => site.name) };
  }
}
