import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { Admin } from '../admins/admin.entity.js';
import type { ListParams } from '../common/list/index.js';
import { findOwnedPage } from '../common/tenant/owned.js';
import { type DeliveryChannel, NotificationDelivery } from './delivery.entity.js';
import { Mailer } from './mailer.js';
import { NOTIFICATION_TASK } from './notification-worker.js';

const NOTHING_TO_TEST = 'Slå e-mail eller webhook til først';

@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
  ) {}

  deliveries(adminId: string, params: ListParams): Promise<[NotificationDelivery[], number]> {
    return findOwnedPage(this.em, NotificationDelivery, adminId, params);
  }

  async sendTest(adminId: string): Promise<NotificationDelivery[]> {
    const admin = await this.em.findOneOrFail(
      Admin,
      { id: adminId },
      { populate: ['webhookSecret'] },
    );
    const channels: DeliveryChannel[] = [];
    if (admin.notifyEmail && this.mailer.available) channels.push('email');
    if (admin.webhookUrl && admin.webhookSecret) channels.push('webhook');
    if (!channels.length) throw new BadRequestException(NOTHING_TO_TEST);
    // The outbox rows and their jobs commit together, as the signup's trigger writes them.
    return this.em.transactional(async (em) => {
      const deliveries = channels.map((channel) =>
        em.create(NotificationDelivery, { admin, channel, event: 'test' }),
      );
      await em.flush();
      for (const { id } of deliveries)
        await em.execute(
          `select graphile_worker.add_job(?, json_build_object('deliveryId', ?::uuid), job_key := ?)`,
          [NOTIFICATION_TASK, id, `notification:${id}`],
        );
      return deliveries;
    });
  }
}
