import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { readCookie, readSessionCookie, TASK_COOKIE } from './session-cookie.js';

const CROSS_SITE_REFUSED = 'Forespørgslen kom fra en anden side og er afvist';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a page elsewhere (another port of the same host counts) can make the
 * browser send the session cookie with a form. SameSite=Strict keeps other sites out, not other
 * ports; so a state-changing request signed by the cookie must come from this origin or one that
 * is configured (ASVS V3.5.1). Bearer calls carry no ambient credential and are not checked, nor are
 * requests without the cookie. A client that sends neither `Origin` nor `Sec-Fetch-Site` is not a
 * browser that a page can drive (every current browser sends one of them on such a request).
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly logger = new Logger('Auth');
  private readonly configured: Set<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.configured = new Set(
      [...config.corsOrigins, config.publicUrl ?? ''].filter(Boolean).map(originOf),
    );
  }

  canActivate(context: ExecutionContext): boolean {
    this.check(context.switchToHttp().getRequest<Request>());
    return true;
  }

  /** Throws 403 for a cookie-signed change from another origin (also used outside Nest's router). */
  check(req: Request): void {
    if (SAFE_METHODS.has(req.method)) return;
    const cookie = readSessionCookie(req) ?? readCookie(req, TASK_COOKIE);
    if (!cookie || req.headers.authorization) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const allowed =
      origin !== undefined
        ? origin === `${req.protocol}://${req.get('host')}` || this.configured.has(origin)
        : site === undefined || site === 'same-origin' || site === 'none';
    if (allowed) return;
    this.logger.warn({ event: 'cross_site_refused', method: req.method }, 'cross-site request');
    throw new ForbiddenException(CROSS_SITE_REFUSED);
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
