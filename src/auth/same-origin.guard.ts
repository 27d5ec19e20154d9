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

/** passport-jwt reads a bearer token first: when one is sent, it alone can sign the request in. */
const signedByBearer = (req: Request) => /^bearer\s+\S/i.test(req.headers.authorization ?? '');

/** SameSite=Strict keeps other sites out but not other ports: refuse cookie requests from elsewhere (ASVS V3.5.1). */
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

  check(req: Request): void {
    const cookie = readSessionCookie(req) ?? readCookie(req, TASK_COOKIE);
    if (!cookie || signedByBearer(req)) return;
    const origin = req.headers.origin;
    if (
      origin !== undefined &&
      (origin === `${req.protocol}://${req.get('host')}` || this.configured.has(origin))
    )
      return;
    const site = req.headers['sec-fetch-site'];
    const fromElsewhere = site === 'same-site' || site === 'cross-site';
    if (!fromElsewhere && (SAFE_METHODS.has(req.method) || origin === undefined)) return;
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
