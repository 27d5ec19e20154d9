import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SameOriginGuard } from '../auth/same-origin.guard.js';
import { enforceLimit } from '../common/rate-limit/rate-limit.guard.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit/rate-limit.store.js';
import { validationPipe } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { SignupDto, type SignupReceipt } from './dto/signup.dto.js';
import { SignupService } from './signup.service.js';

/**
 * `POST /api/start`, the visitor's signup, answered by this middleware instead of a controller.
 *
 * It is the one route anyone can flood, so it skips what Nest's router does for every controller
 * route: walking the controllers' route layers, four global guards, three interceptors (rxjs) and
 * the parameter decorators. bench:load: the app's CPU per signup fell from 0.81 to 0.71-0.76 ms
 * and signups rose from 0.42 to 0.52-0.54 of raw inserts. What the signup needs of that pipeline
 * is done here, with the same code: the cross-site check, the `signup` rate limit, the validation
 * pipe. Errors are thrown to Nest's exception filter like any route's, and the request log
 * (`requestLogger`, mounted first in create-app.ts) still covers it. Documented in the OpenAPI
 * document by `signup.openapi.ts`.
 */
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
