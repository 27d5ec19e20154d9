import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import type { Principal } from '../common/current-admin.decorator.js';
import { isUuid } from '../common/ids.js';
import { Session } from './session.entity.js';
import { readSessionCookie } from './session-cookie.js';

export interface TokenPayload {
  sub: string;
  sid: string;
}

const SEEN_PRECISION_MS = 60_000;

const fromCookie = (req: Request): string | null => readSessionCookie(req);

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly idleMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        ExtractJwt.fromAuthHeaderAsBearerToken(),
        fromCookie,
      ]),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
    this.idleMs = config.security.sessionIdleMinutes * 60_000;
  }

  /** The session must still exist (so logout ends it at once) and be within the idle timeout. */
  async validate(payload: TokenPayload): Promise<Principal> {
    // Claims are request data too: `{"sid":{"$ne":null}}` would be a query operator, not an id.
    if (!isUuid(payload.sid) || typeof payload.sub !== 'string')
      throw new UnauthorizedException('Du er ikke logget ind');
    const now = Date.now();
    const session = await this.em.findOne(
      Session,
      {
        id: payload.sid,
        // A closed account's sessions are revoked as it closes; this holds even for one missed.
        admin: { id: payload.sub, deactivatedAt: null },
        revokedAt: null,
        expiresAt: { $gt: new Date(now) },
        lastSeenAt: { $gt: new Date(now - this.idleMs) },
      },
      { populate: ['admin'] },
    );
    if (!session) throw new UnauthorizedException('Du er ikke logget ind');
    // One write a minute at most per session, not one per request.
    if (now - session.lastSeenAt.getTime() > Math.min(SEEN_PRECISION_MS, this.idleMs / 4)) {
      await this.em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
    }
    const { admin } = session;
    return {
      id: admin.id,
      email: admin.email,
      role: admin.role,
      sessionId: session.id,
      pendingStep: session.pendingStep ?? null,
    };
  }
}
