import { Injectable } from '@nestjs/common';
import { AdminsService } from '../admins/admins.service.js';
import { SettingsService } from './settings.service.js';
import type { PublicAdminRecord } from './settings.mapper.js';

@Injectable()
export class PublicAdminService {
  constructor(
    private readonly admins: AdminsService,
    private readonly settings: SettingsService,
  ) {}

  /** An address whose recruiter handed their customers over shows the successor's texts and sites. */
  async find(id: string): Promise<PublicAdminRecord> {
    const { admin } = await this.admins.serving(id);
    const sites = await this.settings.sites(admin.id);
    return { id, ...admin.texts, sites: sites.map((site) => site.name) };
  }
}
