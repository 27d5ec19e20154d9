import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Logger } from 'nestjs-pino';
import { AdminsService } from './admins/admins.service.js';
import { loadConfig } from './config/app.config.js';
import { ConfigError } from './config/env.js';
import { createApp } from './create-app.js';
import { closeGracefully } from './http/graceful-close.js';
import { ensureDatabase, withDatabase } from './database/database-url.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { migrate } from './migrate.js';
import { underStartupLock } from './database/startup-lock.js';

const SHUTDOWN_LIMIT_MS = 10_000;
const say = (message: string) => console.log(`[arbi] ${message}`);
let embedded: EmbeddedPostgres | undefined;

async function main(): Promise<void> {
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[arbi] configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, say);
    databaseUrl = withDatabase(embedded.url, 'arbi');
    await ensureDatabase(databaseUrl);
  }

  const app = await createApp(config, databaseUrl);
  const logger = app.get(Logger);
  const orm = app.get(MikroORM);
  const migrationLog = (message: string) => logger.log(message, 'Migrations');
  // Instances starting together take turns: the others wait, then find nothing to migrate or create.
  const created = await underStartupLock(
    config.databaseDirectUrl ?? databaseUrl,
    async () => {
      await migrate(orm, migrationLog);
      return RequestContext.create(orm.em, () =>
        app.get(AdminsService).ensureSuperadmin(config.superadminEmail, config.superadminPassword),
      );
    },
    migrationLog,
  );
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.log(`${signal}: finishing requests in flight, then stopping`, 'Shutdown');
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    await closeGracefully(app, SHUTDOWN_LIMIT_MS - 2000);
    await embedded?.stop();
    logger.log('stopped', 'Shutdown');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by `npm start`: stop with it, even when it was killed without passing the signal on.
  if (process.send) process.on('disconnect', () => void shutdown('parent gone'));

  await app.listen(config.port);
  const url = `http://localhost:${config.port}`;
  say(`ready in ${Date.now() - started} ms on ${url} (API docs: ${url}/api/docs)`);
  if (!config.publicUrl)
    say(`PUBLIC_URL is not set: links in emails point at ${url}; set it to the address people use`);
  if (created) {
    say('no admin existed, so a super-admin was created. Sign in at /admin/login with:');
    say(`  email:    ${created.email}`);
    say(
      `  password: ${created.password}   (shown once: the first sign-in asks for a password of your own)`,
    );
  }
}

main().catch(async (error) => {
  console.error('[arbi] failed to start:', error instanceof Error ? error.message : error);
  // An embedded PostgreSQL left running would hold its port and data directory for the next start.
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
