import { Migration } from '@mikro-orm/migrations';

/**
 * Anonymous funnel step counts: one row per admin, Copenhagen day and link tag with a counter per
 * step, nothing about who. A row per day and tag (not per step too) keeps the report's scan four
 * times shorter. `source` is '' for untagged visits so the primary key covers it (the API shows null).
 */
export class Migration20261123191000_funnel_counts extends Migration {
  override up(): void {
    this.addSql(`
      create table "funnel_counts" (
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "day" date not null,
        "source" text not null default '',
        "welcome" integer not null default 0,
        "sites" integer not null default 0,
        "form" integer not null default 0,
        "submitted" integer not null default 0,
        primary key ("admin_id", "day", "source")
      );`);
  }

  override down(): void {
    this.addSql('drop table "funnel_counts";');
  }
}
