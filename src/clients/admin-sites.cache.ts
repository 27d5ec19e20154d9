import { Injectable } from '@nestjs/common';
import { SignupRepository } from './signup.repository.js';

const MAX_ADMINS = 1_000;

/** A stale copy is harmless: `arbi_signup` checks the sites itself, and a refusal asks for a fresh copy first. */
@Injectable()
export class AdminSitesCache {
  private readonly byAdmin = new Map<string, string[]>();

  constructor(private readonly signups: SignupRepository) {}

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
