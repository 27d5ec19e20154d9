import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SameOriginGuard } from '../auth/same-origin.guard.js';
import { enforceLimit } from '../common/rate-limit/rate-limit.guard.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit/rate-limit.store.js';
import { validationPipe } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { SignupDto, type SignupReceipt } from './dto/signup.dto.js';
import { SignupService } from './signup.service.js';

/** The one route anyone can flood, so it skips Nest's router and keeps only the cross-site check, rate limit and pipe. */
@Injectable()
export class SignupMiddleware implements NestMiddleware {
  private readonly crossSite: SameOriginGuard;

  constructor(
    private readonly signups: SignupService,
    @Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.crossSite = new SameOriginGuard(config);
  }

  async use(req: Request, res: Response): Promise<void> {
    this.crossSite.check(req);
    await enforceLimit(this.rateLimits, this.config, 'signup', req, res);
    const body = (await validationPipe.transform(req.body, {
      type: 'body',
      metatype: SignupDto,
    })) as SignupDto;
    const key = req.headers['idempotency-key'];
    const answer = await this.signups.signup(body, typeof key === 'string' ? key : undefined);
    res.status(answer.status).json(answer.body satisfies SignupReceipt);
  }
}
