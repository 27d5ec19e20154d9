import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { toClientRecord, type ClientRecord } from '../clients/client.mapper.js';
import { Client, CLIENT_STATUSES } from '../clients/client.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PgPool } from '../database/pg-pool.js';
import { JobQueue } from '../jobs/index.js';
import { panelLink } from './links.js';
import { Mailer } from './mailer.js';
import { nextAttemptAt } from './retry.js';
import { PermanentDeliveryError, postWebhook } from './webhook-sender.js';

export const NOTIFICATION_TASK = 'notification';

interface DeliveryRow {
  id: string;
  admin_id: string;
  client_id: string | null;
  event: 'client.created' | 'test';
  channel: 'email' | 'webhook';
  status: string;
  attempts: number;
  /** As the pool's type parser gives it: a string. */
  created_at: string;
  admin_email: string;
  webhook_url: string | null;
  webhook_secret: string | null;
}

const TEST_CLIENT: ClientRecord = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Test Testesen',
  email: 'test@example.com',
  phone: '12345678',
  birthDate: '1990-01-01',
  referralCode: null,
  sites: [],
  siteCount: 0,
  source: null,
  signedUpAgainAt: null,
  pendingSignup: null,
  taskLink: null,
  createdAt: new Date(0).toISOString(),
  archivedAt: null,
  archivedBy: null,
  status: CLIENT_STATUSES[0],
  nextContactAt: null,
  lastActivityAt: new Date(0).toISOString(),
  profit: 0,
  fee: { model: 'fixed', amount: 1500, percent: null },
  feeEarned: 0,
  balance: 0,
};

/** One job per delivery; a failed attempt queues the next try in the statement that records it (ids only in logs). */
@Injectable()
export class NotificationWorker implements OnModuleInit {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly jobs: JobQueue,
    private readonly db: PgPool,
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.task<{ deliveryId: string }>(NOTIFICATION_TASK, ({ deliveryId }) =>
      this.deliver(deliveryId),
    );
  }

  async deliver(deliveryId: string): Promise<void> {
    const pool = await this.db.pool();
    const { rows } = await pool.query<DeliveryRow>(
      `select d.id, d.admin_id, d.client_id, d.event, d.channel, d.status, d.attempts, d.created_at,
              a.email as admin_email, a.webhook_url, a.webhook_secret
         from notification_deliveries d join admins a on a.id = d.admin_id
        where d.id = $1`,
      [deliveryId],
    );
    const delivery = rows[0];
    if (!delivery || delivery.status !== 'pending') return;
    const attempt = delivery.attempts + 1;
    const log = { event: 'notification_attempt', deliveryId, channel: delivery.channel, attempt };
    try {
      await this.send(delivery);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        error instanceof PermanentDeliveryError
          ? null
          : nextAttemptAt(
              new Date(delivery.created_at),
              attempt,
              this.config.notifications.retryBaseMs,
              new Date(),
            );
      await pool.query(
        `with recorded as (
           update notification_deliveries
              set attempts = $2, last_error = $3, status = $4, updated_at = now()
            where id = $1 returning id)
         select graphile_worker.add_job($5, json_build_object('deliveryId', id), run_at := $6,
                                       job_key := 'notification:' || id)
           from recorded where $6::timestamptz is not null`,
        [deliveryId, attempt, message, retryAt ? 'pending' : 'failed', NOTIFICATION_TASK, retryAt],
      );
      this.logger.warn(
        { ...log, outcome: retryAt ? 'retry' : 'failed', error: message },
        'notification not delivered',
      );
      return;
    }
    await pool.query(
      `update notification_deliveries set attempts = $2, status = 'sent', last_error = null, updated_at = now() where id = $1`,
      [deliveryId, attempt],
    );
    this.logger.log({ ...log, outcome: 'sent' }, 'notification delivered');
  }

  private async send(delivery: DeliveryRow): Promise<void> {
    const client = await this.client(delivery);
    if (delivery.channel === 'email') {
      await this.mailer.send({
        to: delivery.admin_email,
        subject: delivery.event === 'test' ? 'Test fra Arbi' : `Ny kunde: ${client.name}`,
        text: [
          delivery.event === 'test'
            ? 'Sådan ser en besked om en ny kunde ud.'
            : 'Du har fået en ny kunde.',
          '',
          `Navn: ${client.name}`,
          `Telefon: ${client.phone}`,
          `Se kunden: ${this.clientLink(client.id)}`,
        ].join('\n'),
      });
      return;
    }
    if (!delivery.webhook_url || !delivery.webhook_secret)
      throw new PermanentDeliveryError('Webhook er slået fra');
    await postWebhook({
      url: delivery.webhook_url,
      secret: delivery.webhook_secret,
      event: delivery.event,
      deliveryId: delivery.id,
      body: JSON.stringify({ event: delivery.event, deliveryId: delivery.id, client }),
      allowPrivate: this.config.notifications.allowPrivateWebhooks,
    });
  }

  private async client(delivery: DeliveryRow): Promise<ClientRecord> {
    if (delivery.event === 'test') return TEST_CLIENT;
    const client = delivery.client_id
      ? await this.orm.em.fork().findOne(Client, { id: delivery.client_id })
      : null;
    if (!client) throw new PermanentDeliveryError('Kunden findes ikke længere');
    return toClientRecord(client);
  }

  private clientLink(clientId: string): string {
    return panelLink(this.config, `/admin/clients/${clientId}/show`);
  }
}
