import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino from 'pino';
import { type Options as PinoHttpOptions, pinoHttp } from 'pino-http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config/app.config.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The path without its query: list filters and searches can hold names and phone numbers. */
const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

// One set per configuration, so the request log and the module's logger share one destination.
const paramsByConfig = new WeakMap<AppConfig, Params>();

/** No personal data: no bodies, query strings or headers; nestjs-pino binds to `requestLogger` instead of its own. */
export function loggerParams(config: AppConfig): Params {
  let params = paramsByConfig.get(config);
  if (!params) paramsByConfig.set(config, (params = buildParams(config)));
  return params;
}

/** Mounted first (create-app.ts), so requests refused before Nest's middleware are logged with their id too. */
export function requestLogger(config: AppConfig): RequestHandler {
  const [options, destination] = loggerParams(config).pinoHttp as [
    PinoHttpOptions,
    pino.DestinationStream | undefined,
  ];
  return pinoHttp(options, destination) as RequestHandler;
}

function buildParams(config: AppConfig): Params {
  return {
    useExisting: true,
    pinoHttp: [
      {
        level: config.logLevel,
        genReqId: (req: IncomingMessage, res: ServerResponse) => {
          const incoming = req.headers['x-request-id'];
          const id =
            typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
          res.setHeader('X-Request-Id', id);
          return id;
        },
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({
            id: req.id,
            method: req.method,
            path: pathOnly(req.url),
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          err: (err: Error) => ({ type: err.name }),
        },
        customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
          error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        // Funnel beacons are anonymous by promise: not even a line per request about them.
        autoLogging: {
          ignore: (req: IncomingMessage) => {
            const path = pathOnly(req.url);
            return !path.startsWith('/api') || path === '/api/public/events';
          },
        },
      },
      config.logFile
        ? pino.destination({ dest: config.logFile, sync: false, mkdir: true })
        : undefined,
    ].filter(Boolean) as Params['pinoHttp'],
  };
}
