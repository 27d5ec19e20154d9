import { Migration } from '@mikro-orm/migrations';

/**
 * Admins brought over from the old app (`npm run import`). Only they may hold the old sign-in's
 * scrypt hash, which their first good sign-in replaces with argon2id.
 */
export class Migration20261123200000_imported_admins extends Migration {
  override up(): void {
    this.addSql('alter table "admins" add column "imported_at" timestamptz null;');
    this.addSql(`
      alter table "admins" add constraint "admins_legacy_hash_only_imported"
        check ("password_hash" not like 'firebase-scrypt$%' or "imported_at" is not null);`);
  }

  override down(): void {
    this.addSql('alter table "admins" drop constraint "admins_legacy_hash_only_imported";');
    this.addSql('alter table "admins" drop column "imported_at";');
  }
}
