import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * CSP for the pages and the API; MUI injects its styles at run time, hence inline styles.
 * `reportUri` (CSP_REPORT_URI): where browsers send violation reports.
 */
export function securityHeaders(reportUri?: string): RequestHandler {
  const headers = helmet({
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
  });
  if (!reportUri) return headers;
  const endpoints = `csp="${reportUri}"`;
  return (req, res, next) => {
    res.setHeader('Reporting-Endpoints', endpoints);
    headers(req, res, next);
  };
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
