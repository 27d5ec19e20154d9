// The records the API answers with, and its enumerations, as the server's OpenAPI document describes
// them (api.generated.ts, written by `npm run openapi:types`); the values the panel lists at run time
// are checked against them.
import { SITE_STATES as SITE_STATES_IN_RULES } from '../../../rules/site-progress';
import type { components } from './api.generated';

type Schemas = components['schemas'];

/**
 * `values`, checked against the server's `Union`: a value the server adds or drops is a type error
 * here (naming the missing one) instead of a status or state the panel silently cannot show.
 */
function everyValue<Union extends string>() {
  return <const Values extends readonly Union[]>(
    values: Values &
      ([Exclude<Union, Values[number]>] extends [never]
        ? unknown
        : { missing: Exclude<Union, Values[number]> }),
  ): Values => values;
}

export type Client = Schemas['ClientRecord'];
export type ClientStatus = Client['status'];
/** In the board's order. */
export const CLIENT_STATUSES = everyValue<ClientStatus>()([
  'new',
  'contacted',
  'meeting',
  'active',
  'done',
  'lost',
]);

export type Payment = Schemas['PaymentRecord'];
export type NewPayment = Schemas['CreatePaymentDto'];

/** A new task link: the only time its address is shown. */
export type TaskLinkCreated = Schemas['TaskLinkCreatedRecord'];

export type ClientNote = Schemas['NoteRecord'];
export type ClientEvent = Schemas['EventRecord'];

export type SiteProgress = Schemas['SiteProgressRecord'];
export type SiteState = SiteProgress['state'];
export const SITE_STATES = everyValue<SiteState>()(SITE_STATES_IN_RULES);
export type SiteProgressChange = Schemas['UpdateSiteProgressDto'];

export type StatsSummary = Schemas['SummaryRecord'];
export type Referral = Schemas['ReferralRecord'];
export type PageText = Schemas['PageTextRecord'];
/** An offer as the panel sends it and the rules read it (a saved one has every field). */
export type Offer = Schemas['OfferDto'];
/** A site as the panel sends it (left-out fields take the server's defaults). */
export type Site = Schemas['SiteDto'];
export type Settings = Schemas['SettingsRecord'];

type SettingsUpdate = Schemas['UpdateSettingsDto'];
/** One part of the settings at a time: the server saves only what is given. */
export type SettingsChange =
  | Required<Pick<SettingsUpdate, 'texts'>>
  | Required<Pick<SettingsUpdate, 'sites'>>
  | Required<Pick<SettingsUpdate, 'notifications'>>
  | Required<Pick<SettingsUpdate, 'defaultFee'>>
  | Required<Pick<SettingsUpdate, 'referralReward'>>
  | Required<Pick<SettingsUpdate, 'displayName' | 'phone'>>;

export type Delivery = Schemas['DeliveryRecord'];
export type Rating = Schemas['RatingRecord'];
export type RatingSummary = Schemas['RatingSummary'];

type OddsRowDto = Schemas['OddsRowDto'];
/** A row of the make-bet page as sent: the odds stay the text typed (the server reads "2,10"). */
export interface OddsRow extends OddsRowDto {
  home: string;
  draw: string;
  away: string;
  minOdds?: string;
  enteredAt?: string;
}

export type BetPlan = Schemas['BetPlanRecord'];
/** A cash row's deposit 'Marker som placeret' records. */
export type PlacedDeposit = Schemas['PlacedDepositDto'];
export type Outcome = Schemas['PlanLineRecord']['outcome'];
export type Returns = Schemas['ReturnsRecord'];

export type AdminRecord = Schemas['AdminRecord'];
/** A step the server holds a new session to before anything else. */
export type NextStep = Schemas['SessionAnswer']['next'];
export type LoginAnswer = Schemas['LoginAnswer'];
export type SessionAnswer = Schemas['SessionAnswer'];
export type TotpSetup = Schemas['TotpSetupAnswer'];
export type RecoveryCodes = Schemas['RecoveryCodesAnswer'];
export type ErrorAnswer = Schemas['ErrorResponse'];
export type SessionRow = Schemas['SessionRecord'];
export type PasskeyRow = Schemas['PasskeyRecord'];
export type TwoFactorState = Schemas['TwoFactorStatus'];
export type Policy = Schemas['PolicyRecord'];
export type PublicConfig = Schemas['PublicConfig'];
export type WebhookSecret = Schemas['WebhookSecretRecord'];

/** One recruiter's row of the owner's leaderboard (`GET /api/bureau/leaderboard`, PRODUCT.md §20). */
export type LeaderboardRow = Schemas['LeaderboardRow'];
/** What a handover moves (or would move) and what stops it. */
export type TransferAnswer = Schemas['TransferRecord'];

/** An event of `GET /api/live` (PRODUCT.md §19): its type and a record id, nothing personal. */
export type LiveEventRecord = Schemas['LiveEventRecord'];
export const LIVE_EVENT_TYPES = everyValue<LiveEventRecord['type']>()([
  'client.created',
  'client.changed',
  'task.done',
  'delivery.failed',
]);

export type Funnel = Schemas['FunnelRecord'];
export type FunnelStep = Schemas['StepCount']['step'];

export type AuditRecord = Schemas['AuditRecord'];

/** 'Hent odds' on this server, and when odds count as old (ODDS_STALE_MINUTES). */
export type OddsFeedStatus = Schemas['OddsFeedStatus'];
export type FeedSports = Schemas['FeedSportsAnswer'];
export type FeedEvents = Schemas['FeedEventsAnswer'];
export type FeedOdds = Schemas['FeedOddsAnswer'];
