import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DEAD_TASK_LINK, UNNAMED_RECRUITER } from '../../rules/tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { TaskLinkLookup } from './task-link.lookup.js';
import { sessionValue } from './task-token.js';

const dead = () => new NotFoundException(DEAD_TASK_LINK);

/** Opening a link: a look changes nothing; only the button's POST starts a session. */
@Injectable()
export class TaskLinkOpener {
  constructor(
    private readonly em: EntityManager,
    private readonly links: TaskLinkLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async preview(token: string): Promise<{ recruiterName: string }> {
    const client = await this.links.byToken(token);
    if (!client) throw dead();
    return { recruiterName: client.admin.displayName || UNNAMED_RECRUITER };
  }

  async open(token: string): Promise<{ session: string; until: Date }> {
    const client = await this.links.byToken(token);
    if (!client) throw dead();
    const now = new Date();
    await this.em.execute(
      `update "clients" set "task_link_opened_at" = coalesce("task_link_opened_at", ?), "task_link_last_seen_at" = ? where "id" = ?`,
      [now, now, client.id],
    );
    return {
      session: sessionValue(this.config.jwtSecret, client.taskLinkHash!),
      until: client.taskLinkExpiresAt!,
    };
  }
}
