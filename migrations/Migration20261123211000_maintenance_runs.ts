import { Migration } from '@mikro-orm/migrations';

/** One row per scheduled job and day: the instance that inserts it runs the job, the others skip. */
export class Migration20261123211000_maintenance_runs extends Migration {
  override up(): void {
    this.addSql(`
      create table "maintenance_runs" (
        "job" text not null,
        "day" date not null,
        "started_at" timestamptz not null default now(),
        primary key ("job", "day")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "maintenance_runs";');
  }
}
