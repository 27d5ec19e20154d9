import { FunnelCount } from './analytics/funnel-count.entity.js';
import { Admin } from './admins/admin.entity.js';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { Site } from './sites/site.entity.js';
import { Session } from './auth/session.entity.js';
import { Passkey } from './auth/passkeys/passkey.entity.js';
import { BureauPolicy } from './auth/policy/bureau-policy.entity.js';
import { PasswordReset } from './password-reset/password-reset.entity.js';
import { RecoveryCode } from './auth/totp/recovery-code.entity.js';
import { TotpSecret } from './auth/totp/totp-secret.entity.js';
import { BetPlan } from './betting/bet-plan.entity.js';
import { Client } from './clients/client.entity.js';
import { IdempotencyKey } from './clients/idempotency-key.entity.js';
import { ClientDay, ClientSignup, ClientTotal } from './clients/client-rollups.entity.js';
import { JobWorkerHeartbeat } from './jobs/job-worker-heartbeat.entity.js';
import { LiveEvent } from './live/live-event.entity.js';
import { NotificationDelivery } from './notifications/delivery.entity.js';
import { Rating } from './ratings/rating.entity.js';
import { MaintenanceRun } from './retention/maintenance-run.entity.js';
import { Referral } from './referrals/referral.entity.js';
import { CustomerTick } from './tasks/customer-tick.entity.js';
import { ClientEvent } from './clients/client-event.entity.js';
import { ClientNote } from './workspace/client-note.entity.js';
import { ClientSiteProgress } from './workspace/client-site-progress.entity.js';
import { ClientPayment } from './settlement/client-payment.entity.js';
import { ReferralPayment } from './settlement/referral-payment.entity.js';

export const entities = [
  Admin,
  Site,
  Session,
  Client,
  IdempotencyKey,
  Referral,
  BetPlan,
  Rating,
  ClientNote,
  ClientEvent,
  ClientSiteProgress,
  ClientTotal,
  ClientSignup,
  ClientDay,
  FunnelCount,
  AuditEntry,
  MaintenanceRun,
  NotificationDelivery,
  CustomerTick,
  ClientPayment,
  ReferralPayment,
  JobWorkerHeartbeat,
  LiveEvent,
  PasswordReset,
  TotpSecret,
  RecoveryCode,
  Passkey,
  BureauPolicy,
];
