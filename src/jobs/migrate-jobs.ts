import { Logger, runMigrations } from 'graphile-worker';
import type { Pool } from 'pg';

const silent = new Logger(() => () => undefined);

/** Installs or updates the queue's own schema (`graphile_worker`); part of the start's migration step. */
export async function migrateJobs(pgPool: Pool): Promise<void> {
  await runMigrations({ pgPool, logger: silent });
}
