import { Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { FollowUpMailJob } from './follow-up-mail.job.js';
import { Mailer } from './mailer.js';
import { NotificationWorker } from './notification-worker.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationWorker, FollowUpMailJob, Mailer, PgPool],
  exports: [Mailer],
})
export class NotificationsModule {}
