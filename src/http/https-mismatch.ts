import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app.config.js';

interface Warn {
  warn(entry: object, message: string): void;
}

/**
 * With an https PUBLIC_URL the sign-in cookies are `__Host-` and Secure. Requests that arrive as
 * http then mean a TLS proxy that is not trusted (TRUST_PROXY) or a way round the proxy: said
 * once at start when no proxy is trusted, and once at the first such request.
 */
export function warnOnHttpBehindHttps(config: AppConfig, log: Warn) {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  if (https && !config.trustProxy) {
    log.warn(
      { event: 'https_public_url_without_proxy' },
      'PUBLIC_URL is https but TRUST_PROXY is not set: requests will look like http',
    );
  }
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (https && !warned && !req.secure) {
      warned = true;
      log.warn(
        { event: 'https_public_url_http_request' },
        'PUBLIC_URL is https but a request arrived as http: set TRUST_PROXY to the TLS proxy',
      );
    }
    next();
  };
}
