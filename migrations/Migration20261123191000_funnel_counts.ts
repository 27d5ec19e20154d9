import { Migration } from '@mikro-orm/migrations';

/**
 * Anonymous funnel step counts: one row per admin, Copenhagen day, step and source, nothing about
 * who. `source` is '' for untagged visits so the primary key covers it (the API shows null).
 */
export class Migration20261123191000_funnel_counts extends Migration {
  override up(): void {
    this.addSql(`
      create table "funnel_counts" (
        "admin_id" text not null references "admins" ("id") on update cascade on delete cascade,
        "day" date not null,
        "step" text not null check ("step" in ('welcome', 'sites', 'form', 'submitted')),
        "source" text not null default '',
        "count" integer not null default 0,
        primary key ("admin_id", "day", "step", "source")
      );`);
  }

  override down(): void {
    this.addSql('drop table "funnel_counts";');
  }
}
