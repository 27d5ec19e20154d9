import type { NestExpressApplication } from '@nestjs/platform-express';

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
