import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AdminRole } from '../common/admin-role.js';
import type { FeeModel } from '../../rules/settlement.js';

// Where code written before the role moved to common/ looks for it.
export { AdminRole };

interface PageText {
  title: string;
  text: string;
}

export interface AdminTexts {
  welcome: PageText;
  sitesPage: PageText;
}

@Entity({ tableName: 'admins' })
export class Admin {
  @PrimaryKey({ type: 'text' })
  id!: string;

  /** Stored lower-cased, so the unique index makes emails unique in any letter case. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: () => AdminRole, nativeEnumName: 'admin_role' })
  role: AdminRole & Opt = AdminRole.Admin;

  @Property({ type: 'json' })
  texts!: AdminTexts;

  /** New-lead notifications (PRODUCT.md §11). */
  @Property({ type: 'boolean' })
  notifyEmail: boolean & Opt = false;

  @Property({ type: 'boolean' })
  notifyFollowUps: boolean & Opt = true;

  @Property({ type: 'text', nullable: true })
  webhookUrl?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  webhookSecret?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'boolean' })
  mustChangePassword: boolean & Opt = false;
  /** The name and phone the recruiter's customers see (their task page, the privacy notice). */
  @Property({ type: 'text', nullable: true })
  displayName?: string | null;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;
  /** A new customer's fee agreement (§18), copied onto the card by a database trigger. */
  @Property({ type: 'text' })
  defaultFeeModel: FeeModel & Opt = 'fixed';

  @Property({ type: 'integer', nullable: true })
  defaultFeeAmount?: number | null = 1500;

  @Property({ type: 'integer', nullable: true })
  defaultFeePercent?: number | null;

  @Property({ type: 'integer' })
  referralReward: number & Opt = 0;

  /** A closed account (PRODUCT.md §20): no session, token or sign-in gets in while it is set. */
  @Property({ type: 'timestamptz', nullable: true })
  deactivatedAt?: Date | null;

  /** The recruiter this one's customers were handed to; the old links serve that recruiter's pages. */
  @Property({ type: 'text', nullable: true })
  transferredTo?: string | null;

  /** Kept by the database's triggers on clients, never written by the app (§20). */
  @Property({ type: 'bigint', lazy: true })
  owedByCustomers: string & Opt = '0';

  @Property({ type: 'bigint', lazy: true })
  owedToCustomers: string & Opt = '0';

  @Property({ type: 'timestamptz', nullable: true })
  importedAt?: Date | null;
}
