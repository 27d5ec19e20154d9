import pg from 'pg';

/** One key for every Arbi instance on a database: the start's schema and first-admin step. */
const STARTUP_LOCK_KEY = 7_270_003_701;

/** Instances starting together take turns; on its own direct connection, as a session lock means nothing through a pooler. */
export async function underStartupLock<T>(
  directUrl: string,
  work: () => Promise<T>,
  log: (message: string) => void = () => undefined,
): Promise<T> {
  const holder = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5000 });
  await holder.connect();
  try {
    const { rows } = await holder.query<{ free: boolean }>(
      'select pg_try_advisory_lock($1) as free',
      [STARTUP_LOCK_KEY],
    );
    if (!rows[0].free) {
      log('another instance is migrating: waiting for it');
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    await holder.end().catch(() => undefined);
  }
}
