import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit/rate-limit.store.js';
import { TOO_MANY_REQUESTS } from '../common/rate-limit/rate-limit.guard.js';

const lockedOut = (minutes: number) =>
  `For mange forkerte forsøg: kontoen er låst i ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}. Prøv igen senere.`;

/** What is guessed at: a sign-in (per email) or the current password of a session (per admin). */
export type GuessScope = 'login' | 'password';

/** A 429 that says when to come back (the error filter sends it as `Retry-After`). */
export class TooManyAttempts extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: 429, message, error: 'Too Many Requests' }, 429);
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Password guessing at one account, whatever addresses it comes from: after `slowAfter` failures
 * each try must wait (1 s, doubling, at most a minute; a try that does not wait counts as a
 * failure), after `lockAfter` the account is locked for the rest of the window. Counted in the
 * rate-limit store, so instances sharing Redis count together. A success clears the count.
 */
@Injectable()
export class AccountThrottle {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws 429 while the account is locked, or when this try comes before its wait is over. */
  async check(scope: GuessScope, account: string, adminId?: string): Promise<void> {
    const { slowAfter, lockAfter } = this.config.security.accountLockout;
    const failures = await this.store.peek(this.key('failures', scope, account));
    if (failures.count >= lockAfter) throw this.locked(failures.resetInMs);
    if (failures.count < slowAfter) return;
    const waitMs = Math.min(60_000, 1000 * 2 ** (failures.count - slowAfter));
    const pace = await this.store.hit(this.key('pace', scope, account), waitMs);
    if (pace.count <= 1) return;
    await this.failed(scope, account, adminId);
    throw new TooManyAttempts(TOO_MANY_REQUESTS, Math.max(1, Math.ceil(pace.resetInMs / 1000)));
  }

  async failed(scope: GuessScope, account: string, adminId?: string): Promise<void> {
    const { lockAfter, windowMs } = this.config.security.accountLockout;
    const { count } = await this.store.hit(this.key('failures', scope, account), windowMs);
    if (count === lockAfter) {
      this.logger.warn(
        { event: 'account_locked', scope, adminId: adminId ?? null, failures: count },
        'account locked after repeated failures',
      );
    }
  }

  async succeeded(scope: GuessScope, account: string): Promise<void> {
    await this.store.reset(this.key('failures', scope, account));
  }

  private locked(resetInMs: number): TooManyAttempts {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new TooManyAttempts(lockedOut(minutes), Math.max(1, Math.ceil(resetInMs / 1000)));
  }

  // Hashed: the store (Redis) never holds an email address.
  private key(kind: string, scope: GuessScope, account: string): string {
    return hash(`account-${kind}|${scope}|${account.trim().toLowerCase()}`);
  }
}
