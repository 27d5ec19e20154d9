import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { Public } from '../common/public.decorator.js';
import type { PageText } from './admin.entity.js';
import { AdminsService } from './admins.service.js';
import { SettingsService } from './settings.service.js';

export interface PublicAdminRecord {
  id: string;
  welcome: PageText;
  sitesPage: PageText;
  sites: string[];
}

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
  async findOne(@Param('id') id: string): Promise<PublicAdminRecord> {
    const admin = await this.admins.findOne(id);
    const sites = await this.settings.sites(admin.id);
    return { id: admin.id, ...admin.texts, sites: sites.map((site) => site.name) };
  }
}
