import { Injectable } from '@nestjs/common';
import { AdminsService } from '../admins/admins.service.js';
import { SettingsService } from './settings.service.js';
import type { PublicAdminRecord } from './settings.record.js';

/** What a recruiter's visitor pages show: texts and site names, nothing private. */
@Injectable()
export class PublicAdminService {
  constructor(
    private readonly admins: AdminsService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Throws NotFoundException (Danish message) for an unknown admin. An address whose recruiter
   * handed their customers over shows the successor's texts and sites under the address's own id.
   */
  async find(id: string): Promise<PublicAdminRecord> {
    const { admin } = await this.admins.serving(id);
    const sites = await this.settings.sites(admin.id);
    return { id, ...admin.texts, sites: sites.map((site) => site.name) };
  }
}
