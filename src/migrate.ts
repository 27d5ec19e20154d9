import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { migrateJobs } from './jobs/migrate-jobs.js';

/** Applies pending migrations: an explicit, logged step of every start (never schema sync). */
export async function migrate(
  orm: Pick<MikroORM, 'migrator'> & {
    em: { getConnection(): { getNativeClient(): Promise<Pool> } };
  },
  log: (message: string) => void,
): Promise<void> {
  // The job queue's schema first: our triggers queue jobs through it.
  await migrateJobs(await orm.em.getConnection().getNativeClient());
  log('job queue schema is up to date');
  const pending = await orm.migrator.getPending();
  if (!pending.length) {
    log('database schema is up to date');
    return;
  }
  log(`applying ${pending.length} migration(s): ${pending.map((m) => m.name).join(', ')}`);
  await orm.migrator.up();
  log('migrations applied');
}
