import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { Principal } from '../../common/current-admin.decorator.js';
import { isUuid } from '../../common/ids.js';
import { Session } from '../session.entity.js';
import { type SessionRecord, toSessionRecord } from './session.mapper.js';

@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(principal: Principal): Promise<SessionRecord[]> {
    const sessions = await this.em.find(Session, this.live(principal), {
      orderBy: { lastSeenAt: 'DESC' },
    });
    return sessions.map((session) => toSessionRecord(session, principal.sessionId));
  }

  async revoke(principal: Principal, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException('Sessionen findes ikke');
    const ended = await this.em.nativeUpdate(
      Session,
      { ...this.live(principal), id },
      { revokedAt: new Date() },
    );
    if (!ended) throw new NotFoundException('Sessionen findes ikke');
    this.logger.log({ event: 'session_revoked', adminId: principal.id }, 'session revoked');
  }

  private live(principal: Principal) {
    const now = Date.now();
    return {
      admin: principal.id,
      revokedAt: null,
      expiresAt: { $gt: new Date(now) },
      lastSeenAt: { $gt: new Date(now - this.config.security.sessionIdleMinutes * 60_000) },
    };
  }
}
