import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  SetMetadata,
  applyDecorators,
} from '@nestjs/common';
import { ApiErrors } from '../api-docs.js';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { clientKey } from '../client-address.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store.js';

export type RateLimitName = keyof AppConfig['rateLimits'];

const RATE_LIMIT = 'rateLimit';

export const TOO_MANY_REQUESTS = 'Du har prøvet for mange gange. Vent lidt og prøv igen.';

/** Per client (`req.ip`, which honours TRUST_PROXY only), then by each further limit named (see `tracker`). */
export const RateLimit = (...names: RateLimitName[]) =>
  applyDecorators(SetMetadata(RATE_LIMIT, names), ApiErrors(429));

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.getAllAndOverride<RateLimitName[] | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const http = context.switchToHttp();
    for (const name of names ?? [])
      await enforceLimit(this.store, this.config, name, http.getRequest(), http.getResponse());
    return true;
  }
}

export async function enforceLimit(
  store: RateLimitStore,
  config: AppConfig,
  name: RateLimitName,
  req: Request,
  res: Response,
): Promise<void> {
  const { within, resetInMs } = await countRequest(store, config, name, req);
  if (within) return;
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
  throw new HttpException(
    { statusCode: 429, message: TOO_MANY_REQUESTS, error: 'Too Many Requests' },
    429,
  );
}

export async function countRequest(
  store: RateLimitStore,
  config: AppConfig,
  name: RateLimitName,
  req: Request,
): Promise<{ within: boolean; resetInMs: number }> {
  const { limit, ttlMs } = config.rateLimits[name];
  const { count, resetInMs } = await store.hit(hash(`${name}|${tracker(name, req)}`), ttlMs);
  return { within: count <= limit, resetInMs };
}

/** Login per client and email so no address locks out every account; referral lookups per recruiter too. */
function tracker(name: RateLimitName, req: Request): string {
  const client = clientKey(req.ip ?? req.socket.remoteAddress);
  const field = (key: string) => (typeof req.body?.[key] === 'string' ? req.body[key].trim() : '');
  if (name === 'login') return `${client}|${field('email').toLowerCase()}`;
  if (name === 'referralLookupPerRecruiter') return `recruiter|${field('admin')}|${client}`;
  if (name === 'passwordResetPerEmail') return `email|${field('email').toLowerCase()}`;
  return client;
}
