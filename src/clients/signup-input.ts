import { siteKey } from '../../rules/sites.js';
import { fieldError } from '../common/validation.js';

/** `sites` is a list of names on the admin's list, or 'clean' for none; names come back as the admin spells them. */
export function parseChosenSites(value: unknown, adminSites: string[]): string[] {
  if (value === 'clean') return [];
  if (!Array.isArray(value) || value.length > adminSites.length) {
    throw fieldError('sites', "sites skal være en liste af sider eller 'clean'");
  }
  const byKey = new Map(adminSites.map((name) => [siteKey(name), name]));
  const chosen = new Set<string>();
  for (const item of value) {
    const name = typeof item === 'string' ? byKey.get(siteKey(item)) : undefined;
    if (!name)
      throw fieldError('sites', `${String(item).slice(0, 60)} er ikke på listen over sider`);
    chosen.add(name);
  }
  return adminSites.filter((name) => chosen.has(name));
}
