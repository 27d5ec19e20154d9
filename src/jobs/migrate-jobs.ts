import { Logger, runMigrations } from 'graphile-worker';
import type { Pool } from 'pg';

const silent = new Logger(() => () => undefined);

export async function migrateJobs(pgPool: Pool): Promise<void> {
  await runMigrations({ pgPool, logger: silent });
}
