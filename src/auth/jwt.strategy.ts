import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import type { Principal } from '../common/current-admin.decorator.js';
import { Session } from './session.entity.js';
import { SESSION_COOKIE } from './session-cookie.js';

export interface TokenPayload {
  sub: string;
  sid: string;
}

const fromCookie = (req: Request): string | null => req.cookies?.[SESSION_COOKIE] ?? null;

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
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
  }

  /** A valid signature is not enough: the session must still exist, so logout ends it at once. */
  async validate(payload: TokenPayload): Promise<Principal> {
    const session = await this.em.findOne(
      Session,
      { id: payload.sid, admin: payload.sub, revokedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['admin'] },
    );
    if (!session) throw new UnauthorizedException('Du er ikke logget ind');
    const { admin } = session;
    return { id: admin.id, email: admin.email, role: admin.role, sessionId: session.id };
  }
}
