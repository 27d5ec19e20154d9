// Jest loads this outside its transform, so it uses the compiled server (`npm run build:api` first).
// A fresh database for every run: a new database on DATABASE_URL's server when it is set, else on an
// embedded PostgreSQL kept under .test-data/api (stopped by the teardown). Migrated once, here.
import 'reflect-metadata';
import { mkdirSync, rmSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, withDatabase } from '../../dist/src/database/database-url.js';
import { startEmbeddedPostgres } from '../../dist/src/database/embedded-postgres.js';
import { migrate } from '../../dist/src/migrate.js';
import { ormConfig } from '../../dist/src/mikro-orm.config.js';

export default async function globalSetup() {
  // The log and the record of test data are per run: the privacy check reads both afterwards.
  mkdirSync('.test-data', { recursive: true });
  for (const file of [
    '.test-data/api.log',
    '.test-data/pii-values.txt',
    '.test-data/answers.jsonl',
    '.test-data/openapi.json',
  ])
    rmSync(file, { force: true });
  const name = `arbi_test_${Date.now()}`;
  let databaseUrl;
  if (process.env.DATABASE_URL) {
    databaseUrl = withDatabase(process.env.DATABASE_URL, name);
  } else {
    const embedded = await startEmbeddedPostgres('.test-data/api', () => undefined);
    globalThis.__arbiEmbedded = embedded;
    databaseUrl = withDatabase(embedded.url, name);
  }
  await ensureDatabase(databaseUrl);
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  await migrate(orm, () => undefined);
  await orm.close();
  process.env.ARBI_TEST_DATABASE_URL = databaseUrl;
}
