import { Admin } from '../admins/admin.entity.js';
import { Site } from '../sites/site.entity.js';
import { Session } from '../auth/session.entity.js';
import { BetPlan } from '../betting/bet-plan.entity.js';
import { Client } from '../clients/client.entity.js';
import { IdempotencyKey } from '../clients/idempotency-key.entity.js';
import { Rating } from '../ratings/rating.entity.js';
import { Referral } from '../referrals/referral.entity.js';

export const entities = [Admin, Site, Session, Client, IdempotencyKey, Referral, BetPlan, Rating];
