import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import { FUNNEL_EVENTS_PATH } from './analytics/public-events.controller.js';
import { Logger } from 'nestjs-pino';
import { AdminsService } from './admins/admins.service.js';
import { AppModule } from './app.module.js';
import { refuseBadInput } from './common/bad-input.js';
import type { AppConfig } from './config/app.config.js';
import { closeConnectionsWhenDraining } from './http/graceful-close.js';
import { hstsWhenSecure, noStore, securityHeaders } from './http/security.js';
import { LimitedExpressAdapter } from './http/server-limits.js';
import { setupSwagger } from './http/swagger.js';
import { projectRoot } from './web/project-root.js';
import { createWebRouter } from './web/web.router.js';

export const JSON_BODY_LIMIT = '100kb';

/** The whole server, configured but not listening: used by main.ts and by the API tests. */
/** `beforeRoutes`: middleware the tests add in front of every route (e.g. to record answers). */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: { beforeRoutes?: RequestHandler[] } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    new LimitedExpressAdapter(config.security.http),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    closeConnectionsWhenDraining,
    securityHeaders(config.security.cspReportUri),
    hstsWhenSecure,
    ...(options.beforeRoutes ?? []),
  );
  // navigator.sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight).
  app.use(FUNNEL_EVENTS_PATH, express.json({ type: 'text/plain', limit: '1kb' }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(cookieParser());
  app.use('/api', refuseBadInput);
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: ['Content-Range'],
    });
  }
  app.use('/api', noStore);
  app.setGlobalPrefix('api');
  setupSwagger(app);

  const orm = app.get(MikroORM);
  const admins = app.get(AdminsService);
  app.use(
    createWebRouter({
      root: projectRoot(),
      defaultAdminId: () =>
        RequestContext.create(orm.em, () => admins.defaultAdminId(config.defaultAdminId)),
    }),
  );
  return app;
}
