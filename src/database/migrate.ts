import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies pending migrations: an explicit, logged step of every start (never schema sync). */
export async function migrate(
  orm: Pick<MikroORM, 'migrator'>,
  log: (message: string) => void,
): Promise<void> {
  const pending = await orm.migrator.getPending();
  if (!pending.length) {
    log('database schema is up to date');
    return;
  }
  log(`applying ${pending.length} migration(s): ${pending.map((m) => m.name).join(', ')}`);
  await orm.migrator.up();
  log('migrations applied');
}
