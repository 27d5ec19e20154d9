import { Migration } from '@mikro-orm/migrations';

/** Job workers alive, by graphile-worker's worker id: a lock held by one not seen lately is freed. */
export class Migration20261125170000_job_worker_heartbeats extends Migration {
  override up(): void {
    this.addSql(`
      create table "job_worker_heartbeats" (
        "worker_id" text primary key,
        "seen_at" timestamptz not null default now()
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "job_worker_heartbeats";');
  }
}
