import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OFFER_KINDS, type OfferKind } from '../../rules/offers.js';
import { UNNAMED_RECRUITER } from '../../rules/tasks.js';
import type { Admin } from '../admins/admin.entity.js';
import type { AppConfig } from '../config/app.config.js';
import { FeeAgreementRecord } from '../common/fee-agreement.js';
import type { Site } from './site.entity.js';

export class PageTextRecord {
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
}

export class TextsRecord {
  @ApiProperty({ type: PageTextRecord }) welcome!: PageTextRecord;
  @ApiProperty({ type: PageTextRecord }) sitesPage!: PageTextRecord;
}

export class OfferRecord {
  @ApiProperty({ enum: OFFER_KINDS }) kind!: OfferKind;
  @ApiProperty({ description: 'kr' }) bonus!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'kr' }) minDeposit!: number | null;
  @ApiProperty({ type: Number, nullable: true }) qualifyingMinOdds!: number | null;
  @ApiProperty({ type: Number, nullable: true }) bonusMinOdds!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'times deposit + bonus' })
  wagering!: number | null;
  @ApiProperty({ type: Number, nullable: true }) days!: number | null;
  @ApiProperty({ type: String, nullable: true }) promoCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
}

export class SiteRecord {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'kr' }) stake!: number;
  @ApiProperty({ type: OfferRecord, nullable: true, description: 'the welcome offer (§15)' })
  offer!: OfferRecord | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Unibet',
    description:
      "'Samme odds som': the site of the list whose odds this one takes; null for its own",
  })
  oddsFrom!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'unibet_eu',
    description: "The Odds API's bookmaker key for 'Hent odds'; null matches the bookmaker by name",
  })
  feedKey!: string | null;
}

export class NotificationSettingsRecord {
  @ApiProperty({ description: 'email the admin on each new client' }) email!: boolean;
  @ApiProperty({
    description:
      "the morning email with the day's follow-ups (sent only when some are due); on until turned off",
  })
  followUpEmail!: boolean;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 23,
    description:
      'read-only: the hour (Copenhagen time) the morning email goes out (FOLLOWUP_MAIL_HOUR)',
  })
  followUpHour!: number;
  @ApiProperty({ type: String, nullable: true }) webhookUrl!: string | null;
  @ApiProperty({ description: 'read-only: false when the server has no SMTP_URL' })
  emailAvailable!: boolean;
  @ApiProperty({ description: 'read-only: a webhook secret has been made' })
  webhookSecretSet!: boolean;
  @ApiPropertyOptional({
    description:
      'read-only, only in the answer to the save that first set a webhook address: the secret made for it, shown this once',
  })
  newWebhookSecret?: string;
}

export class SettingsRecord {
  @ApiProperty({ enum: ['me'] }) id!: 'me';
  @ApiProperty({ type: TextsRecord }) texts!: TextsRecord;
  @ApiProperty({ type: [SiteRecord] }) sites!: SiteRecord[];
  @ApiProperty({ type: NotificationSettingsRecord }) notifications!: NotificationSettingsRecord;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "the recruiter's name, shown to their customers (task page, privacy notice)",
  })
  displayName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the phone number customers see' })
  phone!: string | null;
  @ApiProperty({
    type: FeeAgreementRecord,
    description: "a new customer's fee agreement (§18); fixed 1 500 kr until changed",
  })
  defaultFee!: FeeAgreementRecord;
  @ApiProperty({
    type: 'integer',
    description: "a new referral's reward in kr per customer who reaches done; 0 = none",
  })
  referralReward!: number;
}

export class WebhookSecretRecord {
  @ApiProperty({ description: 'HMAC-SHA256 key of X-Arbi-Signature; shown only now' })
  secret!: string;
}

export class PublicAdminRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ type: PageTextRecord }) welcome!: PageTextRecord;
  @ApiProperty({ type: PageTextRecord }) sitesPage!: PageTextRecord;
  @ApiProperty({ type: [String] }) sites!: string[];
}

export class PrivacyRecord {
  @ApiProperty({ description: "the recruiter's name as their customers see it" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ description: 'RETENTION_MONTHS: inactive customers are archived after this' })
  retentionMonths!: number;
}

export class PublicConfig {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'base of personal links; null means the page origin',
  })
  publicUrl!: string | null;
}

export const toSiteRecord = ({ name, stake, offer, oddsFrom, feedKey }: Site): SiteRecord => ({
  name,
  stake,
  offer: offer ?? null,
  oddsFrom: oddsFrom ?? null,
  feedKey: feedKey ?? null,
});

/** The admin's settings; the read-only mail fields come from the server's configuration. */
export const toSettingsRecord = (
  admin: Admin,
  sites: SiteRecord[],
  mail: Pick<AppConfig['notifications'], 'followUpHour' | 'smtpUrl'>,
): SettingsRecord => ({
  id: 'me',
  texts: admin.texts,
  sites,
  notifications: {
    email: admin.notifyEmail,
    followUpEmail: admin.notifyFollowUps,
    followUpHour: mail.followUpHour,
    webhookUrl: admin.webhookUrl ?? null,
    emailAvailable: Boolean(mail.smtpUrl),
    webhookSecretSet: Boolean(admin.webhookSecret),
  },
  displayName: admin.displayName ?? null,
  phone: admin.phone ?? null,
  defaultFee: {
    model: admin.defaultFeeModel,
    amount: admin.defaultFeeAmount ?? null,
    percent: admin.defaultFeePercent ?? null,
  },
  referralReward: admin.referralReward,
});

/** The privacy notice's facts: the recruiter as their customers see them, and the retention. */
export const toPrivacyRecord = (admin: Admin, retentionMonths: number): PrivacyRecord => ({
  name: admin.displayName || UNNAMED_RECRUITER,
  phone: admin.phone ?? null,
  retentionMonths,
});
