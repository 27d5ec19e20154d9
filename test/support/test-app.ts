import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ensureDatabase, withDatabase } from '../../src/database/database-url.js';
import { migrate } from '../../src/migrate.js';
import { ormConfig } from '../../src/mikro-orm.config.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../../src/config/app.config.js';
import { createApp } from '../../src/create-app.js';
import { recordAnswers } from './answer-recorder.js';

export const TEST_ENV = {
  DATA_DIR: '.test-data/api',
  JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  RATE_LIMIT_SIGNUP: '100000',
  RATE_LIMIT_REFERRAL: '100000',
  RATE_LIMIT_REFERRAL_RECRUITER: '100000',
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_PUBLIC: '100000',
  RATE_LIMIT_PLANS: '100000',
  RATE_LIMIT_PASSWORD_RESET: '100000',
  RATE_LIMIT_PASSWORD_RESET_EMAIL: '100000',
  RATE_LIMIT_TASK_SESSION: '100000',
  RATE_LIMIT_TASKS: '100000',
  LOG_LEVEL: 'info',
  LOG_FILE: '.test-data/api.log',
  // Apps share the run's database: only the notification tests run workers (with their own settings).
  JOBS_WORKER: 'off',
};

export function testDatabaseUrl(): string {
  const url = process.env.ARBI_TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'ARBI_TEST_DATABASE_URL is not set: run the API tests through jest (global setup)',
    );
  return url;
}

/**
 * The real app on the run's database (migrated once by the global setup); `env` overrides
 * configuration (e.g. low limits). `record: false` keeps its answers out of the OpenAPI check
 * (for garbage thrown at every route, whose answers no operation documents one by one).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseUrl = testDatabaseUrl(),
  { record = true, webRoot }: { record?: boolean; webRoot?: string } = {},
): Promise<NestExpressApplication> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await createApp(config, databaseUrl, {
    webRoot,
    beforeRoutes: record ? [recordAnswers] : [],
  });
  app.useLogger(false);
  await app.init();
  return app;
}

/**
 * A database of its own, migrated, beside the run's, for a test that changes what applies to
 * every admin (the bureau's policy) while other test files run; `drop()` removes it.
 */
export async function ownDatabase(
  suffix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const shared = new URL(testDatabaseUrl());
  const name = `${shared.pathname.slice(1)}_${suffix}`;
  const url = withDatabase(shared.toString(), name);
  await ensureDatabase(url);
  const orm = await MikroORM.init({ ...ormConfig(url), logger: () => undefined });
  await migrate(orm, () => undefined);
  await orm.close();
  const drop = async () => {
    const admin = new pg.Client({ connectionString: withDatabase(shared.toString(), 'postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  return { url, drop };
}
