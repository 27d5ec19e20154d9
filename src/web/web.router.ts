import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface WebOptions {
  root: string;
  /** The admin whose welcome page `/` opens. */
  defaultAdminId: () => Promise<string | undefined>;
}

const PERMANENT = 301;

/** Addresses of the old app, kept working for links already handed out. */
function legacyRedirects(router: Router): void {
  const to = (target: string) => (_req: Request, res: Response) => res.redirect(PERMANENT, target);
  router.get('/login', to('/admin/login'));
  router.get('/kundeliste', to('/admin/clients'));
  router.get('/change', to('/admin/texts'));
  // Express matches paths case-insensitively, so this also serves /makebet/{id}.
  router.get('/makeBet/:id', (req, res) =>
    res.redirect(PERMANENT, `/admin/clients/${encodeURIComponent(String(req.params.id))}/bet`),
  );
}

function placeholder(name: string) {
  return (_req: Request, res: Response) =>
    res
      .status(200)
      .type('html')
      .send(
        `<!doctype html><html lang="da"><meta charset="utf-8"><title>Arbi</title><p>${name} er ikke bygget endnu: kør <code>npm run build:ui</code>.</p></html>`,
      );
}

/** A built single-page app: its files, and its index.html for every other path under it. */
function spa(dist: string, name: string): Router {
  const router = Router();
  const index = join(dist, 'index.html');
  router.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, path) =>
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    }),
  );
  router.get('/{*rest}', (req, res, next) => {
    if (!existsSync(index)) return placeholder(name)(req, res);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (error) => error && next(error));
  });
  return router;
}

export function createWebRouter(options: WebOptions): Router {
  const router = Router();
  router.get('/', async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const id = await options.defaultAdminId();
      if (id) return res.redirect(302, `/${encodeURIComponent(id)}`);
      res.status(404).type('text').send('Ingen admin er sat op endnu');
    } catch (error) {
      next(error);
    }
  });
  legacyRedirects(router);
  router.use('/admin', spa(join(options.root, 'admin-ui', 'dist'), 'Admin-panelet'));
  const visitor = spa(join(options.root, 'visitor-ui', 'dist'), 'Besøgssiderne');
  router.use((req, res, next) =>
    req.path === '/api' || req.path.startsWith('/api/') ? next() : visitor(req, res, next),
  );
  return router;
}
