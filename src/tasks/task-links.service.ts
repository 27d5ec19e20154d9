import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  firstName,
  NEVER_ASKS_LOGIN,
  RESPONSIBLE_GAMBLING,
  UNNAMED_RECRUITER,
} from '../../rules/tasks.js';
import { Admin } from '../admins/admin.entity.js';
import type { Client } from '../clients/client.entity.js';
import { ClientsService } from '../clients/clients.service.js';
import { fieldError } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { Mailer } from '../notifications/mailer.js';
import { hashTaskToken, newTaskToken } from './task-token.js';
import type { TaskLinkCreatedRecord } from './task.mapper.js';

const EMAIL_OFF = 'E-mail er ikke sat op på serveren';
const DAY_MS = 24 * 3600 * 1000;

const untilText = (at: Date) =>
  new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', dateStyle: 'long' }).format(at);

@Injectable()
export class TaskLinksService {
  private readonly logger = new Logger('Tasks');

  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(
    adminId: string,
    clientId: string,
    origin: string,
    email = false,
  ): Promise<TaskLinkCreatedRecord> {
    await this.clients.findOwn(adminId, clientId);
    if (email && !this.mailer.available) throw fieldError('email', EMAIL_OFF);
    const token = newTaskToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.taskLinkDays * DAY_MS);
    const client = await this.em.transactional(async (em) => {
      const client = await this.clients.lockActive(em, adminId, clientId);
      // The old link's hash goes, and with it every session opened through it.
      Object.assign(client, {
        taskLinkHash: hashTaskToken(token),
        taskLinkCreatedAt: now,
        taskLinkExpiresAt: expiresAt,
        taskLinkOpenedAt: null,
        taskLinkLastSeenAt: null,
      });
      return client;
    });
    const url = `${this.config.publicUrl ?? origin}/k/${token}`;
    const emailed = email && (await this.mail(adminId, client, url, expiresAt));
    return { url, expiresAt: expiresAt.toISOString(), emailed };
  }

  async revoke(adminId: string, clientId: string): Promise<Client> {
    await this.em.transactional(async (em) => {
      const client = await this.clients.lockActive(em, adminId, clientId);
      Object.assign(client, {
        taskLinkHash: null,
        taskLinkCreatedAt: null,
        taskLinkExpiresAt: null,
        taskLinkOpenedAt: null,
        taskLinkLastSeenAt: null,
      });
    });
    const client = await this.clients.findOwn(adminId, clientId);
    await this.em.refresh(client);
    return client;
  }

  /** 'Dine opgaver'; a failed send leaves the link made (the panel still offers copy and SMS). */
  private async mail(adminId: string, client: Client, url: string, until: Date): Promise<boolean> {
    const admin = await this.em.findOneOrFail(Admin, { id: adminId });
    const sender = admin.displayName || UNNAMED_RECRUITER;
    try {
      await this.mailer.send({
        to: client.email,
        subject: 'Dine opgaver',
        text: [
          `Hej ${firstName(client.name)}`,
          '',
          `${sender} har lavet en side til dig med dine opgaver. Åbn den her:`,
          url,
          '',
          `Linket virker til og med ${untilText(until)}. ${NEVER_ASKS_LOGIN}.`,
          '',
          RESPONSIBLE_GAMBLING,
        ].join('\n'),
      });
      return true;
    } catch (error) {
      this.logger.warn(
        {
          event: 'task_link_mail_failed',
          adminId,
          clientId: client.id,
          reason: (error as Error).message,
        },
        'task link mail failed',
      );
      return false;
    }
  }
}
