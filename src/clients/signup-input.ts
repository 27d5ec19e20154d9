import { siteKey } from '../admins/stakes.js';
import { fieldError } from '../common/validation.js';

export const REFERRAL_CODE = /^\d{4}$/;

/** `referal` as the original pages send it: '', a 4-digit string, or the number they parsed. */
export function parseReferralCode(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9999) {
    return String(value).padStart(4, '0');
  }
  if (typeof value === 'string' && REFERRAL_CODE.test(value.trim())) return value.trim();
  throw fieldError('referal', 'Referal skal være 4 cifre');
}

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
