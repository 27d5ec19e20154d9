import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index.js';
import { tenantFilters } from './common/tenant/tenant-filter.js';
import { entities } from './entities.js';

/** One ORM configuration for the app, the tests and the migration CLI. */
export function ormConfig(clientUrl: string, options: { debug?: boolean } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    filters: tenantFilters(entities),
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug: options.debug ?? false,
    // A dead database must fail requests fast instead of queueing them.
    pool: { min: 0, max: 20, idleTimeoutMillis: 30_000 },
    driverOptions: { connectionTimeoutMillis: 2000, query_timeout: 10_000 },
    migrations: {
      migrationsList,
      path: 'migrations',
      pathTs: 'migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // Pooled connections keep working after the database restarts.
    ensureDatabase: false,
    allowGlobalContext: false,
    // No bidirectional relations here, and its per-entity accessors were costly on lists (bench/workspace/NOTES.md).
    propagationOnPrototype: false,
  });
}
