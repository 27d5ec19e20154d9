import { Migration } from '@mikro-orm/migrations';

/** Who saw or changed personal data: ids and action names only, kept when an admin or client goes. */
export class Migration20261123210000_audit_log extends Migration {
  override up(): void {
    this.addSql(`
      create table "audit_log" (
        "id" bigint generated always as identity primary key,
        "admin_id" text null,
        "action" text not null,
        "resource" text not null,
        "record_id" text null,
        "at" timestamptz not null default now()
      );`);
    this.addSql('create index "audit_log_at_index" on "audit_log" ("at");');
    this.addSql('create index "audit_log_admin_id_at_index" on "audit_log" ("admin_id", "at");');
  }

  override down(): void {
    this.addSql('drop table if exists "audit_log";');
  }
}
