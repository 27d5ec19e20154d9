import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit/rate-limit.store.js';
import { TOO_MANY_REQUESTS } from '../common/rate-limit/rate-limit.guard.js';

const lockedOut = (minutes: number) =>
  `For mange forkerte forsøg: kontoen er låst i ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}. Prøv igen senere.`;

/** What is guessed at: a sign-in (per email), a current password (per admin), a code (per admin). */
export type GuessScope = 'login' | 'password' | 'code';

/** Where a guess comes from: a client address, or a device that signed in to this account before. */
export type GuessSource = { address: string } | { device: string };

export class TooManyAttempts extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: 429, message, error: 'Too Many Requests' }, 429);
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
const sourceName = (source: GuessSource) =>
  'device' in source ? `device:${source.device}` : `address:${source.address}`;

/** OWASP's device-cookie pattern: a known device still gets in while unknown sources are locked out. */
@Injectable()
export class AccountThrottle {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(
    scope: GuessScope,
    account: string,
    source: GuessSource,
    adminId?: string,
  ): Promise<void> {
    const { slowAfter, lockAfter, accountLockAfter } = this.config.security.accountLockout;
    if (!('device' in source)) {
      const everywhere = await this.store.peek(this.accountKey(scope, account));
      if (everywhere.count >= accountLockAfter) throw this.locked(everywhere.resetInMs);
    }
    const failures = await this.store.peek(this.sourceKey('failures', scope, account, source));
    if (failures.count >= lockAfter) throw this.locked(failures.resetInMs);
    if (failures.count < slowAfter) return;
    const waitMs = Math.min(60_000, 1000 * 2 ** (failures.count - slowAfter));
    const pace = await this.store.hit(this.sourceKey('pace', scope, account, source), waitMs);
    if (pace.count <= 1) return;
    await this.failed(scope, account, source, adminId);
    throw new TooManyAttempts(TOO_MANY_REQUESTS, Math.max(1, Math.ceil(pace.resetInMs / 1000)));
  }

  async failed(
    scope: GuessScope,
    account: string,
    source: GuessSource,
    adminId?: string,
  ): Promise<void> {
    const { lockAfter, accountLockAfter, windowMs } = this.config.security.accountLockout;
    const key = this.sourceKey('failures', scope, account, source);
    const { count } = await this.store.hit(key, windowMs);
    if (count === lockAfter) this.warnLocked(scope, 'source', adminId, count);
    if ('device' in source) return;
    const everywhere = await this.store.hit(this.accountKey(scope, account), windowMs);
    if (everywhere.count === accountLockAfter)
      this.warnLocked(scope, 'account', adminId, everywhere.count);
  }

  async succeeded(scope: GuessScope, account: string, source: GuessSource): Promise<void> {
    await this.store.reset(this.sourceKey('failures', scope, account, source));
  }

  /** The owner's 'lift': unknown sources may try again (a source's own lock runs out by itself). */
  async lift(account: string, adminId: string): Promise<void> {
    for (const scope of ['login', 'password', 'code'] as const) {
      await this.store.reset(this.accountKey(scope, scope === 'login' ? account : adminId));
    }
  }

  private warnLocked(scope: GuessScope, lock: string, adminId: string | undefined, n: number) {
    this.logger.warn(
      { event: 'account_locked', scope, lock, adminId: adminId ?? null, failures: n },
      'account locked after repeated failures',
    );
  }

  private locked(resetInMs: number): TooManyAttempts {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new TooManyAttempts(lockedOut(minutes), Math.max(1, Math.ceil(resetInMs / 1000)));
  }

  // Hashed: the store (Redis) never holds an email address or a client address.
  private accountKey(scope: GuessScope, account: string): string {
    return hash(`account-failures|${scope}|${normal(account)}`);
  }

  private sourceKey(kind: string, scope: GuessScope, account: string, source: GuessSource) {
    return hash(`source-${kind}|${scope}|${normal(account)}|${sourceName(source)}`);
  }
}

const normal = (account: string) => account.trim().toLowerCase();
