import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { fieldError } from '../common/validation.js';
import { Admin } from '../admins/admin.entity.js';
import type { SettingsRecord, SiteRecord } from './settings.record.js';
import type { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { Site } from './site.entity.js';
import { siteKey } from '../../rules/sites.js';
import { defaultStake } from './stakes.js';

export type { SettingsRecord, SiteRecord } from './settings.record.js';

@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  async sites(adminId: string): Promise<SiteRecord[]> {
    const sites = await this.em.find(Site, { admin: adminId }, { orderBy: { position: 'ASC' } });
    return sites.map(({ name, stake }) => ({ name, stake }));
  }

  async get(adminId: string): Promise<SettingsRecord> {
    const admin = await this.em.findOneOrFail(Admin, { id: adminId });
    return { id: 'me', texts: admin.texts, sites: await this.sites(adminId) };
  }

  /** The record as react-admin addresses it: `me` is the only id, so no admin can name another's. */
  getRecord(adminId: string, recordId: string): Promise<SettingsRecord> {
    assertMe(recordId);
    return this.get(adminId);
  }

  updateRecord(
    adminId: string,
    recordId: string,
    changes: UpdateSettingsDto,
  ): Promise<SettingsRecord> {
    assertMe(recordId);
    return this.update(adminId, changes);
  }

  async update(adminId: string, changes: UpdateSettingsDto): Promise<SettingsRecord> {
    const sites = changes.sites && normaliseSites(changes.sites);
    await this.em.transactional(async (em) => {
      if (changes.texts && Object.keys(changes.texts).length) {
        // Merged in the database, so two tabs saved at once both survive.
        await em.execute('update "admins" set "texts" = "texts" || ?::jsonb where "id" = ?', [
          JSON.stringify(changes.texts),
          adminId,
        ]);
      }
      if (sites) {
        await em.nativeDelete(Site, { admin: adminId });
        await em.insertMany(
          Site,
          sites.map((site, position) => ({ admin: adminId, position, ...site })),
        );
      }
    });
    this.em.clear();
    return this.get(adminId);
  }
}

function assertMe(recordId: string): void {
  if (recordId !== 'me') throw new NotFoundException('Indstillingerne findes ikke');
}

function normaliseSites(sites: { name: string; stake?: number }[]): SiteRecord[] {
  const seen = new Set<string>();
  return sites.map((site, index) => {
    const name = site.name.trim().replace(/\s+/g, ' ');
    if (!name) throw fieldError(`sites.${index}.name`, 'Skriv sidens navn');
    if (seen.has(siteKey(name)))
      throw fieldError(`sites.${index}.name`, `${name} står der to gange`);
    seen.add(siteKey(name));
    return { name, stake: site.stake ?? defaultStake(name) };
  });
}
