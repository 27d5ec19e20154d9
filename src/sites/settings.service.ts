import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { webhookUrlProblem } from '../notifications/index.js';
import { completeFee } from '../common/fee-agreement.js';
import { fieldError } from '../common/validation.js';
import { Admin } from '../admins/admin.entity.js';
import {
  type OfferRecord,
  type SettingsRecord,
  type SiteRecord,
  toSettingsRecord,
  toSiteRecord,
  type WebhookSecretRecord,
} from './settings.mapper.js';
import type { OfferDto, SiteDto, UpdateSettingsDto } from './dto/update-settings.dto.js';
import { offerProblems } from '../../rules/offers.js';
import { Site } from './site.entity.js';
import { sameSiteEarlier, siteKey } from '../../rules/sites.js';
import { feedKeyProblems, oddsFromProblems } from '../../rules/odds-sources.js';
import { defaultStake } from './stakes.js';

export type { SettingsRecord, SiteRecord } from './settings.mapper.js';

@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sites(adminId: string): Promise<SiteRecord[]> {
    const sites = await this.em.find(Site, { admin: adminId }, { orderBy: { position: 'ASC' } });
    return sites.map(toSiteRecord);
  }

  async get(adminId: string): Promise<SettingsRecord> {
    const admin = await this.em.findOneOrFail(
      Admin,
      { id: adminId },
      { populate: ['webhookSecret'] },
    );
    return toSettingsRecord(admin, await this.sites(adminId), this.config.notifications);
  }

  async newWebhookSecret(adminId: string, recordId: string): Promise<WebhookSecretRecord> {
    assertMe(recordId);
    const secret = makeWebhookSecret();
    await this.em.nativeUpdate(Admin, { id: adminId }, { webhookSecret: secret });
    return { secret };
  }

  /** The record as react-admin addresses it: `me` is the only id, so no admin can name another's. */
  getRecord(adminId: string, recordId: string): Promise<SettingsRecord> {
    assertMe(recordId);
    return this.get(adminId);
  }

  updateRecord(
    adminId: string,
    recordId: string,
    changes: UpdateSettingsDto,
  ): Promise<SettingsRecord> {
    assertMe(recordId);
    return this.update(adminId, changes);
  }

  async update(adminId: string, changes: UpdateSettingsDto): Promise<SettingsRecord> {
    const sites = changes.sites && normaliseSites(changes.sites);
    const notifications = changes.notifications && this.notificationChanges(changes.notifications);
    let madeSecret: string | undefined;
    const settlement = this.settlementChanges(changes);
    await this.em.transactional(async (em) => {
      // A webhook is never sent unsigned, so the first address saved gets its secret at once.
      if (notifications?.webhookUrl) {
        const [{ webhook_secret }] = await em.execute<{ webhook_secret: string | null }[]>(
          'select "webhook_secret" from "admins" where "id" = ? for update',
          [adminId],
        );
        if (!webhook_secret) notifications.webhookSecret = madeSecret = makeWebhookSecret();
      }
      if (changes.texts && Object.keys(changes.texts).length) {
        // Merged in the database, so two tabs saved at once both survive.
        await em.execute('update "admins" set "texts" = "texts" || ?::jsonb where "id" = ?', [
          JSON.stringify(changes.texts),
          adminId,
        ]);
      }
      if (notifications && Object.keys(notifications).length)
        await em.nativeUpdate(Admin, { id: adminId }, notifications);
      const contact = contactChanges(changes);
      if (Object.keys(contact).length) await em.nativeUpdate(Admin, { id: adminId }, contact);
      if (Object.keys(settlement).length) await em.nativeUpdate(Admin, { id: adminId }, settlement);
      if (sites) {
        await em.nativeDelete(Site, { admin: adminId });
        await em.insertMany(
          Site,
          sites.map((site, position) => ({ admin: adminId, position, ...site })),
        );
      }
    });
    this.em.clear();
    const record = await this.get(adminId);
    if (madeSecret) record.notifications.newWebhookSecret = madeSecret;
    return record;
  }

  private settlementChanges(
    changes: UpdateSettingsDto,
  ): Partial<
    Pick<Admin, 'defaultFeeModel' | 'defaultFeeAmount' | 'defaultFeePercent' | 'referralReward'>
  > {
    const update: ReturnType<SettingsService['settlementChanges']> = {};
    if (changes.defaultFee) {
      const fee = completeFee(changes.defaultFee, 'defaultFee');
      Object.assign(update, {
        defaultFeeModel: fee.model,
        defaultFeeAmount: fee.amount,
        defaultFeePercent: fee.percent,
      });
    }
    if (changes.referralReward !== undefined) update.referralReward = changes.referralReward;
    return update;
  }

  private notificationChanges(
    changes: NonNullable<UpdateSettingsDto['notifications']>,
  ): Partial<Pick<Admin, NotificationColumn>> {
    const update: Partial<Pick<Admin, NotificationColumn>> = {};
    if (changes.email !== undefined) update.notifyEmail = changes.email;
    if (changes.followUpEmail !== undefined) update.notifyFollowUps = changes.followUpEmail;
    if (changes.webhookUrl !== undefined) {
      const url = changes.webhookUrl?.trim() || null;
      const problem = url && webhookUrlProblem(url, this.config.notifications.allowPrivateWebhooks);
      if (problem) throw fieldError('notifications.webhookUrl', problem);
      update.webhookUrl = url;
    }
    return update;
  }
}

type NotificationColumn = 'notifyEmail' | 'notifyFollowUps' | 'webhookUrl' | 'webhookSecret';

const makeWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

function contactChanges(changes: UpdateSettingsDto): Partial<Pick<Admin, 'displayName' | 'phone'>> {
  const update: Partial<Pick<Admin, 'displayName' | 'phone'>> = {};
  if (changes.displayName !== undefined) update.displayName = changes.displayName?.trim() || null;
  if (changes.phone !== undefined)
    update.phone = changes.phone?.trim().replace(/\s+/g, ' ') || null;
  return update;
}

function assertMe(recordId: string): void {
  if (recordId !== 'me') throw new NotFoundException('Indstillingerne findes ikke');
}

function normaliseSites(sites: SiteDto[]): SiteRecord[] {
  const names = sites.map((site) => site.name.trim().replace(/\s+/g, ' '));
  const sameAs = sameSiteEarlier(names);
  const records = sites.map((site, index): SiteRecord => {
    const name = names[index];
    if (!name) throw fieldError(`sites.${index}.name`, 'Skriv sidens navn');
    const first = sameAs[index];
    if (first !== undefined)
      throw fieldError(
        `sites.${index}.name`,
        first === name ? `${name} står der to gange` : `${name} er den samme side som ${first}`,
      );
    const offer = site.offer ? normaliseOffer(site.offer, `sites.${index}.offer`) : null;
    return {
      name,
      stake: site.stake ?? defaultStake(name),
      offer,
      oddsFrom: site.oddsFrom?.trim() || null,
      feedKey: site.feedKey?.trim() || null,
    };
  });
  return withOddsSources(records);
}

function withOddsSources(sites: SiteRecord[]): SiteRecord[] {
  const fromProblems = oddsFromProblems(sites);
  const keyProblems = feedKeyProblems(sites);
  const byKey = new Map(sites.map((site) => [siteKey(site.name), site.name]));
  return sites.map((site, index) => {
    if (fromProblems[index]) throw fieldError(`sites.${index}.oddsFrom`, fromProblems[index]);
    if (keyProblems[index]) throw fieldError(`sites.${index}.feedKey`, keyProblems[index]);
    return { ...site, oddsFrom: site.oddsFrom && byKey.get(siteKey(site.oddsFrom))! };
  });
}

function normaliseOffer(offer: OfferDto, path: string): OfferRecord {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const record: OfferRecord = {
    kind: offer.kind,
    bonus: offer.bonus,
    // A deposit bonus's deposit requirement is the bonus (the rule), so it is filled in.
    minDeposit: offer.minDeposit ?? (offer.kind === 'deposit_bonus' ? offer.bonus : null),
    qualifyingMinOdds: offer.qualifyingMinOdds ?? null,
    bonusMinOdds: offer.bonusMinOdds ?? null,
    wagering: offer.wagering ?? null,
    days: offer.days ?? null,
    promoCode: text(offer.promoCode),
    notes: text(offer.notes),
  };
  const [problem] = offerProblems(record);
  if (problem) throw fieldError(`${path}.${problem.field}`, problem.message);
  return record;
}
