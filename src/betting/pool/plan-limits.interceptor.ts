import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { finalize, type Observable } from 'rxjs';
import { ApiErrors } from '../../common/api-docs.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../common/rate-limit/rate-limit.store.js';
import type { Principal } from '../../common/current-admin.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';

const PLANS_AT_ONCE = 2;
export const TOO_MANY_PLANS_AT_ONCE = `Du kan højst lave ${PLANS_AT_ONCE} planer ad gangen. Vent til de er færdige.`;
export const TOO_MANY_PLANS = 'Du har lavet mange planer på kort tid. Vent lidt og prøv igen.';

const tooMany = (res: Response, message: string, retryAfterSeconds: number) => {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  return new HttpException({ statusCode: 429, message, error: 'Too Many Requests' }, 429);
};

/** Rate shared through the rate-limit store; running count per process, as the pool is, so no admin fills it. */
@Injectable()
export class PlanLimitsInterceptor implements NestInterceptor {
  private readonly running = new Map<string, number>();

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const adminId = http.getRequest<Request & { user: Principal }>().user.id;
    const res = http.getResponse<Response>();
    const running = this.running.get(adminId) ?? 0;
    if (running >= PLANS_AT_ONCE) throw tooMany(res, TOO_MANY_PLANS_AT_ONCE, 1);
    const { limit, ttlMs } = this.config.rateLimits.plans;
    const { count, resetInMs } = await this.store.hit(`plans|${adminId}`, ttlMs);
    if (count > limit) throw tooMany(res, TOO_MANY_PLANS, Math.max(1, Math.ceil(resetInMs / 1000)));
    // Counted again after the await: two requests may have passed the first check together.
    const now = this.running.get(adminId) ?? 0;
    if (now >= PLANS_AT_ONCE) throw tooMany(res, TOO_MANY_PLANS_AT_ONCE, 1);
    this.running.set(adminId, now + 1);
    return next.handle().pipe(finalize(() => this.release(adminId)));
  }

  private release(adminId: string): void {
    const left = (this.running.get(adminId) ?? 1) - 1;
    if (left > 0) this.running.set(adminId, left);
    else this.running.delete(adminId);
  }
}

export const PlanLimits = () =>
  applyDecorators(UseInterceptors(PlanLimitsInterceptor), ApiErrors(429));
