import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Same headers for every request (no nonces), so helmet runs once; MUI injects styles at run time. */
export function securityHeaders(reportUri?: string): RequestHandler {
  const headers = recordHeaders(helmetFor(reportUri));
  if (reportUri) headers.push(['Reporting-Endpoints', `csp="${reportUri}"`]);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    next();
  };
}

export function helmetFor(reportUri?: string): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(reportUri ? { 'report-uri': [reportUri], 'report-to': ['csp'] } : {}),
      },
    },
    // Sent only over HTTPS (below): HSTS on plain HTTP would be ignored or wrong.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
}

function recordHeaders(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let called = false;
  middleware({} as Request, recorder as unknown as Response, () => (called = true));
  if (!called) throw new Error('helmet did not call next() synchronously');
  return headers;
}

export function hstsWhenSecure(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}

/** Answers of the admin API hold personal data: no cache may keep them. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** The address holds a secret: no Referer may leak it and no search engine may list it. */
export function privatePage(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
}
