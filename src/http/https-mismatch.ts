import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app.config.js';

interface Warn {
  warn(entry: object, message: string): void;
}

/** Http requests then mean an untrusted TLS proxy or a way round it: warned at start and at the first one. */
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
