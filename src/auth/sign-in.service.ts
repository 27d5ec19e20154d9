import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Admin } from '../admins/admin.entity.js';
import type { PendingStep } from '../common/current-admin.decorator.js';
import type { GuessSource } from './account-throttle.js';
import { AuthService, type IssuedSession, refuseClosed } from './auth.service.js';
import type { LoginAnswer } from './auth.mapper.js';
import { KnownDevices } from './known-devices.js';
import { PolicyService } from './policy/policy.service.js';
import { AuthCookies, SESSION_COOKIE } from './session-cookie.js';
import { SignedTokens } from './signed-tokens.js';

const TICKET_SECONDS = 300;
const TICKET_EXPIRED = 'Log ind igen: koden skal skrives inden for 5 minutter';

interface Ticket {
  sub: string;
  src: GuessSource;
}

@Injectable()
export class SignInService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly policy: PolicyService,
    private readonly tokens: SignedTokens,
    private readonly devices: KnownDevices,
    private readonly cookies: AuthCookies,
  ) {}

  /** After the right password: signed in, or a ticket when the account has two-factor on. */
  async passwordAccepted(
    admin: Admin,
    source: GuessSource,
    req: Request,
    res: Response,
  ): Promise<LoginAnswer> {
    if (!(await this.policy.hasTwoFactor(admin.id))) return this.complete(admin, source, req, res);
    const ticket = await this.tokens.sign('mfa', { sub: admin.id, src: source }, TICKET_SECONDS);
    return { mfaRequired: true, ticket };
  }

  async readTicket(ticket: string): Promise<{ admin: Admin; source: GuessSource }> {
    const claim = await this.tokens.verify<Ticket>('mfa', ticket);
    const admin = claim && (await this.em.findOne(Admin, { id: claim.sub }));
    if (!claim || !admin) throw new UnauthorizedException(TICKET_EXPIRED);
    refuseClosed(admin);
    return { admin, source: claim.src };
  }

  /** `secondFactor`: a passkey with user verification counts as the bureau's two-factor. */
  async complete(
    admin: Admin,
    source: GuessSource,
    req: Request,
    res: Response,
    { secondFactor = false } = {},
  ): Promise<LoginAnswer> {
    const step = await this.pendingStepFor(admin);
    const next = secondFactor && step === 'set_up_two_factor' ? null : step;
    const { token } = await this.openSession(admin, req, res, next);
    await this.devices.remember(req, res, admin.email, source);
    return {
      token,
      admin: { id: admin.id, email: admin.email, role: admin.role },
      next,
    };
  }

  async openSession(
    admin: Admin,
    req: Request,
    res: Response,
    next?: PendingStep | null,
  ): Promise<IssuedSession> {
    const pendingStep = next === undefined ? await this.pendingStepFor(admin) : next;
    const session = await this.auth.startSession(admin, {
      userAgent: req.get('user-agent'),
      pendingStep,
    });
    this.cookies.set(req, res, SESSION_COOKIE, session.token, session.maxAgeMs);
    return session;
  }

  async pendingStepFor(admin: Admin): Promise<PendingStep | null> {
    if (admin.mustChangePassword) return 'change_password';
    if ((await this.policy.get()).requireTwoFactor && !(await this.policy.hasTwoFactor(admin.id)))
      return 'set_up_two_factor';
    return null;
  }
}
