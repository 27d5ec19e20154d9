import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { FUNNEL_EVENTS_PATH } from './analytics/public-events.controller.js';
import { Logger } from 'nestjs-pino';
import { Logger as NestLogger } from '@nestjs/common';
import { warnOnHttpBehindHttps } from './http/https-mismatch.js';
import { AdminsService } from './admins/admins.service.js';
import { countRequest } from './common/rate-limit/rate-limit.guard.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './common/rate-limit/rate-limit.store.js';
import { PublicAdminService } from './sites/public-admin.service.js';
import { AppModule } from './app.module.js';
import { refuseBadInput } from './common/bad-input.js';
import type { AppConfig } from './config/app.config.js';
import { closeConnectionsWhenDraining } from './http/graceful-close.js';
import { LIVE_PATH } from './live/live.controller.js';
import { requestLogger } from './logging.js';
import { hstsWhenSecure, noStore, privatePage, securityHeaders } from './http/security.js';
import { LimitedExpressAdapter } from './http/server-limits.js';
import { setupSwagger } from './http/swagger.js';
import { projectRoot } from './common/project-root.js';
import { createWebRouter } from './web/web.router.js';

const JSON_BODY_LIMIT = '100kb';
const COMPRESS_FROM_BYTES = 1024;

/** `beforeRoutes`: middleware the tests add in front of every route; used by main.ts and the API tests. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: { beforeRoutes?: RequestHandler[]; webRoot?: string } = {},
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
    requestLogger(config),
    closeConnectionsWhenDraining,
    securityHeaders(config.security.cspReportUri),
    hstsWhenSecure,
    warnOnHttpBehindHttps(config, new NestLogger('Security')),
    ...(options.beforeRoutes ?? []),
  );
  // navigator.sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight).
  app.use(FUNNEL_EVENTS_PATH, express.json({ type: 'text/plain', limit: '1kb' }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(cookieParser());
  app.use('/api', refuseBadInput);
  app.use(['/api/tasks', '/k'], privatePage);
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: ['Content-Range'],
    });
  }
  // API reads only, from 1 KB; not the live stream, where compression would hold small writes back.
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  app.use('/api', noStore, (req: Request, res: Response, next: NextFunction) =>
    req.method === 'GET' && req.originalUrl.split('?')[0] !== LIVE_PATH
      ? compress(req, res, next)
      : next(),
  );
  const orm = app.get(MikroORM);
  // Not for the public signup: it never touches the ORM, and it is the route built for load.
  app.use((req: Request, _res: Response, next: NextFunction) =>
    req.method === 'POST' && req.path === '/api/start'
      ? next()
      : RequestContext.create(orm.em, next),
  );
  app.setGlobalPrefix('api');
  setupSwagger(app);

  const admins = app.get(AdminsService);
  const publicAdmins = app.get(PublicAdminService);
  const rateLimits = app.get<RateLimitStore>(RATE_LIMIT_STORE);
  app.use(
    createWebRouter({
      root: options.webRoot ?? projectRoot(),
      defaultAdminId: () =>
        RequestContext.create(orm.em, () => admins.defaultAdminId(config.defaultAdminId)),
      // Counted as the API call it saves: GET /api/public/admins/{id} has the same limit.
      welcomeAdmin: async (id, req) =>
        (await countRequest(rateLimits, config, 'public', req)).within
          ? RequestContext.create(orm.em, () => publicAdmins.find(id))
          : undefined,
    }),
  );
  return app;
}
