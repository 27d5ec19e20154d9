import { Migration } from '@mikro-orm/migrations';

/** Sessions end after SESSION_IDLE_MINUTES without use, beside their fixed lifetime. */
export class Migration20261123161000_session_idle extends Migration {
  override up(): void {
    this.addSql(
      'alter table "sessions" add column "last_seen_at" timestamptz not null default now();',
    );
  }

  override down(): void {
    this.addSql('alter table "sessions" drop column "last_seen_at";');
  }
}
