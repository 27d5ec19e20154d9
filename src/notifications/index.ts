export { Mailer } from './mailer.js';
export { NotificationsModule } from './notifications.module.js';
export { WEBHOOK_MESSAGES, webhookUrlProblem } from './webhook-address.js';
