import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { Client } from '../clients/client.entity.js';
import { hashTaskToken, linkHashOfSession, TASK_TOKEN_PATTERN } from './task-token.js';

@Injectable()
export class TaskLinkLookup {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  byToken(token: unknown): Promise<Client | undefined> {
    if (typeof token !== 'string' || !TASK_TOKEN_PATTERN.test(token))
      return Promise.resolve(undefined);
    return this.byHash(hashTaskToken(token));
  }

  bySession(value: string): Promise<Client | undefined> {
    const hash = linkHashOfSession(this.config.jwtSecret, value);
    return hash ? this.byHash(hash) : Promise.resolve(undefined);
  }

  private async byHash(hash: string): Promise<Client | undefined> {
    const client = await this.em.findOne(
      Client,
      { taskLinkHash: hash, taskLinkExpiresAt: { $gt: new Date() }, archivedAt: null },
      { populate: ['admin'] },
    );
    return client ?? undefined;
  }
}
