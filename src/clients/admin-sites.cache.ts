import { Injectable } from '@nestjs/common';
import { SignupRepository } from './signup.repository.js';

const MAX_ADMINS = 1_000;

/**
 * Each admin's site names, kept between signups so a signup needs no extra query. A stale copy
 * cannot do harm: `arbi_signup` checks the chosen sites against the table itself, and the caller
 * asks for a fresh copy before refusing a site this copy does not know.
 */
@Injectable()
export class AdminSitesCache {
  private readonly byAdmin = new Map<string, string[]>();

  constructor(private readonly signups: SignupRepository) {}

  /** The admin's sites (undefined: no such admin); `fresh` skips the kept copy. */
  async siteNames(adminId: string, { fresh = false } = {}): Promise<string[] | undefined> {
    const kept = fresh ? undefined : this.byAdmin.get(adminId);
    if (kept) return kept;
    const names = await this.signups.siteNames(adminId);
    this.byAdmin.delete(adminId);
    if (names) {
      // Oldest out first; admins are few, so this is a bound, not an eviction policy.
      if (this.byAdmin.size >= MAX_ADMINS) this.byAdmin.delete(this.byAdmin.keys().next().value!);
      this.byAdmin.set(adminId, names);
    }
    return names;
  }
}
