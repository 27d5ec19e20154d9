import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Admin } from '../admins/admin.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import type { Principal } from '../common/current-admin.decorator.js';
import { fieldError } from '../common/validation.js';
import { isCommonPassword } from '../common/password/common-passwords.js';
import {
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from '../common/password/password.js';
import { AccountThrottle } from './account-throttle.js';
import { Session } from './session.entity.js';
import type { TokenPayload } from './jwt.strategy.js';

const LOGIN_FAILED = 'Forkert email eller adgangskode';

export interface IssuedSession {
  token: string;
  maxAgeMs: number;
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

  async login(email: string, password: string): Promise<{ admin: Admin; session: IssuedSession }> {
    const account = email.trim().toLowerCase();
    const admin = await this.em.findOne(Admin, { email: account }, { populate: ['passwordHash'] });
    await this.throttle.check('login', account, admin?.id);
    if (!admin) {
      await burnPasswordCheck(password);
    }
    if (!admin || !(await verifyPassword(admin.passwordHash, password))) {
      await this.throttle.failed('login', account, admin?.id);
      this.logger.warn({ event: 'login_failed' }, 'login failed');
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    await this.throttle.succeeded('login', account);
    if (needsRehash(admin.passwordHash)) {
      admin.passwordHash = await hashPassword(password);
      await this.em.nativeUpdate(Admin, { id: admin.id }, { passwordHash: admin.passwordHash });
      this.logger.log({ event: 'imported_password_rehashed', adminId: admin.id }, 'rehashed');
    }
    this.logger.log({ event: 'login_succeeded', adminId: admin.id }, 'login succeeded');
    return { admin, session: await this.startSession(admin) };
  }

  async startSession(admin: Admin): Promise<IssuedSession> {
    const maxAgeMs = this.config.sessionTtlHours * 3600_000;
    const session = this.em.create(Session, { admin, expiresAt: new Date(Date.now() + maxAgeMs) });
    await this.em.persist(session).flush();
    const payload: TokenPayload = { sub: admin.id, sid: session.id };
    const token = await this.jwt.signAsync(payload, { expiresIn: Math.floor(maxAgeMs / 1000) });
    return { token, maxAgeMs };
  }

  async logout(principal: Principal): Promise<void> {
    await this.em.nativeUpdate(Session, { id: principal.sessionId }, { revokedAt: new Date() });
  }

  /** Ends every session of the admin, then opens a fresh one for the caller. */
  async changePassword(
    principal: Principal,
    currentPassword: string,
    newPassword: string,
  ): Promise<IssuedSession> {
    const admin = await this.em.findOneOrFail(
      Admin,
      { id: principal.id },
      { populate: ['passwordHash'] },
    );
    await this.throttle.check('password', admin.id, admin.id);
    if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
      await this.throttle.failed('password', admin.id, admin.id);
      throw fieldError('currentPassword', 'Den nuværende adgangskode er forkert');
    }
    await this.throttle.succeeded('password', admin.id);
    const problem = passwordProblem(newPassword, isCommonPassword, [admin.email]);
    if (problem) throw fieldError('newPassword', problem);
    const passwordHash = await hashPassword(newPassword);
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(Admin, { id: admin.id }, { passwordHash });
      await em.nativeUpdate(
        Session,
        { admin: admin.id, revokedAt: null },
        { revokedAt: new Date() },
      );
    });
    this.logger.log({ event: 'password_changed', adminId: admin.id }, 'password changed');
    return this.startSession(admin);
  }
}
