import {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { welcomeAdminId } from '../../rules/welcome-page.js';
import type { PublicAdminRecord } from '../sites/settings.mapper.js';
import { withWelcomePage } from './welcome-page.js';

export interface WebOptions {
  root: string;
  defaultAdminId: () => Promise<string | undefined>;
  /** Undefined (unknown admin, rate limit, database trouble) sends the plain page, which asks the API itself. */
  welcomeAdmin: (id: string, req: Request) => Promise<PublicAdminRecord | undefined>;
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

/** A path naming a file (`/robots.txt`, `/assets/x.js`), which must never get the app's HTML page. */
const namesFile = (path: string) => /\.[^/]*$/.test(path);

/** Precompressed copies (scripts/lib/precompress.mjs) are sent when the browser accepts them. */
function spa(dist: string, name: string): Router {
  const router = Router();
  const hashed = join(dist, 'assets') + sep;
  const files = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // '/admin' gets the page itself: a redirect to '/admin/' would cost every cold load a round trip.
      redirect: false,
      // Hashed names change with their content: kept a year unasked. Everything else revalidates.
      setHeaders: (res: ServerResponse, path: string) =>
        res.setHeader(
          'Cache-Control',
          path.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    },
  }) as RequestHandler;
  router.use(files);
  router.get('/{*rest}', (req, res, next) => {
    if (namesFile(req.path)) return next();
    if (!existsSync(join(dist, 'index.html'))) return placeholder(name)(req, res);
    const url = req.url;
    req.url = '/index.html';
    files(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  });
  return router;
}

function builtPage(path: string): () => string | undefined {
  let kept: { mtimeMs: number; html: string } | undefined;
  return () => {
    const mtimeMs = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, html: readFileSync(path, 'utf8') };
    return kept.html;
  };
}

function welcomePages(dist: string, welcomeAdmin: WebOptions['welcomeAdmin']): Router {
  const router = Router();
  const indexHtml = builtPage(join(dist, 'index.html'));
  // Made per request, so compressed here at any size, as the built index.html is.
  const compress = compression({ threshold: 0 });
  router.get('/{*rest}', async (req, res, next) => {
    const id = welcomeAdminId(req.path);
    const html = id !== null && !namesFile(req.path) ? indexHtml() : undefined;
    if (!html) return next();
    const admin = await welcomeAdmin(id!, req).catch(() => undefined);
    if (!admin) return next();
    compress(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withWelcomePage(html, admin));
    });
  });
  return router;
}

// The panel stays crawlable so crawlers read its noindex; a robots.txt block would hide that.
const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n';

function noindex(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** API requests skip the router's dozen layers in one step. */
export function createWebRouter(options: WebOptions): RequestHandler {
  const router = Router();
  router.get('/robots.txt', (_req, res) =>
    res.type('text').setHeader('Cache-Control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
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
  router.use('/admin', noindex, spa(join(options.root, 'admin-ui', 'dist'), 'Admin-panelet'));
  const visitorDist = join(options.root, 'visitor-ui', 'dist');
  const visitor = Router().use(
    welcomePages(visitorDist, options.welcomeAdmin),
    spa(visitorDist, 'Besøgssiderne'),
  );
  router.use(visitor);
  return (req, res, next) => (isApiPath(req.path) ? next() : router(req, res, next));
}
