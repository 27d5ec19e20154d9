import { EntityManager } from '@mikro-orm/postgresql';
import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Admin } from '../admins/admin.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import type { Principal } from '../common/current-admin.decorator.js';
import { fieldError } from '../common/validation.js';
import { hashPassword, needsRehash, verifyPassword } from '../common/password/password.js';
import { strengthProblem } from '../common/password/password-strength.js';
import { AccountThrottle, type GuessSource } from './account-throttle.js';
import { failNoSoonerThan } from './even-failure.js';
import { Session } from './session.entity.js';
import type { PendingStep } from '../common/current-admin.decorator.js';
import type { TokenPayload } from './jwt.strategy.js';

const LOGIN_FAILED = 'Forkert email eller adgangskode';
/** A closed account (PRODUCT.md §20): said only to whoever knows its password. */
const ACCOUNT_CLOSED = 'Din konto er lukket';

export function refuseClosed(admin: Pick<Admin, 'deactivatedAt'>): void {
  if (admin.deactivatedAt) throw new ForbiddenException(ACCOUNT_CLOSED);
}

export interface IssuedSession {
  token: string;
  maxAgeMs: number;
}

export interface SessionDetails {
  userAgent?: string;
  pendingStep?: PendingStep | null;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: AccountThrottle,
  ) {}

  /** The admin whose password this is; every failure takes the same time (see even-failure.ts). */
  async checkPassword(email: string, password: string, source: GuessSource): Promise<Admin> {
    const startedAt = performance.now();
    const account = email.trim().toLowerCase();
    const admin = await this.em.findOne(Admin, { email: account }, { populate: ['passwordHash'] });
    await this.throttle.check('login', account, source, admin?.id);
    const right = await verifyPassword(admin?.passwordHash, password);
    if (!admin || !right) {
      await this.throttle.failed('login', account, source, admin?.id);
      this.logger.warn({ event: 'login_failed' }, 'login failed');
      await failNoSoonerThan(startedAt, this.config.security.signInFailureMs);
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    await this.throttle.succeeded('login', account, source);
    refuseClosed(admin);
    if (needsRehash(admin.passwordHash)) {
      admin.passwordHash = await hashPassword(password);
      await this.em.nativeUpdate(Admin, { id: admin.id }, { passwordHash: admin.passwordHash });
      this.logger.log({ event: 'imported_password_rehashed', adminId: admin.id }, 'rehashed');
    }
    return admin;
  }

  async startSession(admin: Admin, details: SessionDetails = {}): Promise<IssuedSession> {
    const maxAgeMs = this.config.sessionTtlHours * 3600_000;
    const session = this.em.create(Session, {
      admin,
      expiresAt: new Date(Date.now() + maxAgeMs),
      userAgent: details.userAgent?.slice(0, 512) ?? null,
      pendingStep: details.pendingStep ?? null,
    });
    await this.em.persist(session).flush();
    const payload: TokenPayload = { sub: admin.id, sid: session.id };
    const token = await this.jwt.signAsync(payload, { expiresIn: Math.floor(maxAgeMs / 1000) });
    this.logger.log({ event: 'login_succeeded', adminId: admin.id }, 'login succeeded');
    return { token, maxAgeMs };
  }

  async logout(principal: Principal): Promise<void> {
    await this.em.nativeUpdate(Session, { id: principal.sessionId }, { revokedAt: new Date() });
  }

  async changePassword(
    principal: Principal,
    currentPassword: string,
    newPassword: string,
    source: GuessSource,
  ): Promise<Admin> {
    const admin = await this.em.findOneOrFail(
      Admin,
      { id: principal.id },
      { populate: ['passwordHash'] },
    );
    await this.throttle.check('password', admin.id, source, admin.id);
    if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
      await this.throttle.failed('password', admin.id, source, admin.id);
      throw fieldError('currentPassword', 'Den nuværende adgangskode er forkert');
    }
    await this.throttle.succeeded('password', admin.id, source);
    if (newPassword === currentPassword)
      throw fieldError('newPassword', 'Vælg en anden adgangskode end den nuværende');
    await this.setPassword(admin, newPassword, 'newPassword');
    this.logger.log({ event: 'password_changed', adminId: admin.id }, 'password changed');
    admin.mustChangePassword = false;
    return admin;
  }

  async setPassword(admin: Admin, password: string, field: string): Promise<void> {
    const problem = strengthProblem(password, [admin.email]);
    if (problem) throw fieldError(field, problem);
    const passwordHash = await hashPassword(password);
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(Admin, { id: admin.id }, { passwordHash, mustChangePassword: false });
      await em.nativeUpdate(
        Session,
        { admin: admin.id, revokedAt: null },
        { revokedAt: new Date() },
      );
    });
  }
}
