export { NotificationsModule } from './notifications.module.js';
export { webhookUrlProblem } from './webhook-address.js';
export { Mailer } from './mailer.js';
