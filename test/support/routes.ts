import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage } from 'node:http';
import type { Test } from 'supertest';

export interface Route {
  method: string;
  path: string;
}

/** Every API route, read from the Express router itself, so a new route is covered without edits. */
export function apiRoutes(app: NestExpressApplication): Route[] {
  const stack = (
    app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router.stack;
  return (
    stack
      .filter((layer) => layer.route?.path.startsWith('/api/'))
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((method) => ({
          method: method.toUpperCase(),
          path: layer.route!.path,
        })),
      )
      // Middleware (e.g. the ORM's request context) shows up as catch-all `{*all}` layers: not routes.
      .filter((route) => !route.path.includes('{*') && !route.path.startsWith('/api/docs'))
  );
}

export const routeKey = (route: Route) => `${route.method} ${route.path}`;

/** Routes whose answer never ends by itself (event streams). */
export const STREAMING = new Set(['GET /api/live']);

/**
 * Reads a streaming route's answer up to its headers (a refusal's JSON body whole), so a sweep can
 * call it like any other route.
 */
export function untilHeaders(req: Test): Test {
  return req.buffer(true).parse((answer, done) => {
    const res = answer as unknown as IncomingMessage;
    if (String(res.headers['content-type']).startsWith('text/event-stream')) {
      res.destroy();
      done(null, {});
      return;
    }
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text ? JSON.parse(text) : {}));
  });
}
