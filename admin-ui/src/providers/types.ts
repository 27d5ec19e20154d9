import type { RaRecord } from 'react-admin';
import type { FeeAgreement, PaymentKind, PaymentMethod } from '../../../rules/settlement';
import type { SiteState } from '../../../rules/site-progress';
import type { Offer } from '../../../rules/offers';
import type { BetKind } from '../../../rules/bet-kinds';

export type { Offer } from '../../../rules/offers';

export interface Client extends RaRecord<string> {
  name: string;
  email: string;
  phone: string;
  birthDate: string | null;
  referralCode: string | null;
  sites: string[];
  siteCount: number;
  /** The personal link's tag the visitor came through (`?src=`). */
  source: string | null;
  createdAt: string;
  archivedAt: string | null;
  archivedBy: string | null;
  status: ClientStatus;
  nextContactAt: string | null;
  lastActivityAt: string;
  profit: number;
  /** Set when the visitor signed up again; what they brought waits in `pendingSignup`. */
  signedUpAgainAt: string | null;
  pendingSignup:
    | (Pick<Client, 'name' | 'email' | 'phone' | 'referralCode' | 'sites'> & { birthDate: string })
    | null;
  /** The fee agreement (§18) and what it has earned; the balance > 0 is what the customer owes. */
  fee: FeeAgreement;
  feeEarned: number;
  balance: number;
  /** The link to the customer's own page ('Mine opgaver'); null when none works. */
  taskLink: TaskLink | null;
}

export interface Payment {
  id: string;
  clientId: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  at: string;
  reference: string | null;
  reverses: string | null;
  reversedBy: string | null;
  createdAt: string;
}

export interface NewPayment {
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  at?: string;
  reference?: string;
}

interface TaskLink {
  createdAt: string;
  expiresAt: string;
  openedAt: string | null;
  lastSeenAt: string | null;
}

/** A new task link: the only time its address is shown. */
export interface TaskLinkCreated {
  url: string;
  expiresAt: string;
  emailed: boolean;
}

export const CLIENT_STATUSES = ['new', 'contacted', 'meeting', 'active', 'done', 'lost'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export interface ClientNote {
  id: string;
  text: string;
  createdAt: string;
}

type EventType =
  | 'signed_up'
  | 'signed_up_again'
  | 'status_changed'
  | 'note_added'
  | 'bet_planned'
  | 'bet_placed'
  | 'site_progress'
  | 'contact_corrected'
  | 'archived'
  | 'payment'
  | 'customer_ticked'
  | 'customer_unticked';

export interface ClientEvent {
  id: string;
  type: EventType;
  at: string;
  data: Record<string, unknown> | null;
}

export { SITE_STATES, type SiteState } from '../../../rules/site-progress';

export interface SiteProgress {
  site: string;
  state: SiteState;
  deposit: number;
  withdrawn: number;
  updatedAt: string | null;
  /** kr still to wager on a deposit bonus; null when the site has none (or no deposit yet). */
  wageringLeft: number | null;
  wageringDeadline: string | null;
}

export type SiteProgressChange = Partial<Pick<SiteProgress, 'state' | 'deposit' | 'withdrawn'>>;

export interface StatsSummary {
  clientsByStatus: Record<ClientStatus, number>;
  newClients: number;
  deposited: number;
  withdrawn: number;
  profit: number;
  profitByMonth: { month: string; profit: number }[];
  feesEarned: number;
  owedByCustomers: number;
  owedToCustomers: number;
  owedToReferrers: number;
}

export interface Referral extends RaRecord<string> {
  name: string;
  email: string;
  phone: string;
  code: string;
  clientCount: number;
  reward: number;
  rewardEarned: number;
  rewardPaid: number;
  rewardOwed: number;
}

export interface PageText {
  title: string;
  text: string;
}

export interface Site {
  name: string;
  stake?: number;
  /** The welcome offer (§15); null when none. */
  offer?: Offer | null;
  /** 'Samme odds som': the site of the list whose odds this one takes; null for its own. */
  oddsFrom?: string | null;
  /** The Odds API's bookmaker key for 'Hent odds'; null matches by name. */
  feedKey?: string | null;
}

interface NotificationSettings {
  email: boolean;
  /** The morning email with the day's follow-ups (on until turned off). */
  followUpEmail: boolean;
  /** Read-only: the hour (Copenhagen time) it goes out. */
  followUpHour: number;
  webhookUrl: string | null;
  /** Read-only: false when the server has no SMTP_URL. */
  emailAvailable: boolean;
  /** Read-only: a webhook secret has been made. */
  webhookSecretSet: boolean;
  /** Only in the answer to the save that first set an address: its secret, shown this once. */
  newWebhookSecret?: string;
}

export interface Settings extends RaRecord<string> {
  texts: { welcome: PageText; sitesPage: PageText };
  sites: Required<Site>[];
  notifications: NotificationSettings;
  defaultFee: FeeAgreement;
  referralReward: number;
  /** The name and phone the recruiter's customers see. */
  displayName: string | null;
  phone: string | null;
}

export type SettingsChange =
  | { texts: { welcome: PageText } }
  | { texts: { sitesPage: PageText } }
  | { sites: Site[] }
  | { notifications: { email?: boolean; followUpEmail?: boolean; webhookUrl?: string | null } }
  | { defaultFee: FeeAgreement }
  | { referralReward: number }
  | { displayName: string | null; phone: string | null };

export interface Delivery extends RaRecord<string> {
  event: 'client.created' | 'test';
  channel: 'email' | 'webhook';
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface Rating extends RaRecord<string> {
  stars: number;
  comment: string | null;
  createdAt: string;
}

export interface RatingSummary {
  count: number;
  average: number | null;
}

export interface OddsRow {
  site: string;
  home: string;
  draw: string;
  away: string;
  kind?: BetKind;
  /** kr; left out for the default (the site's stake, the offer's bonus, deposit + bonus). */
  stake?: number;
  /** The row's own minimum odds as typed; the offer's applies too. */
  minOdds?: string;
  /** When the row's odds were typed, pasted or fetched (ISO). */
  enteredAt?: string;
}

export type Outcome = '1' | 'X' | '2';

export interface Returns {
  home: number;
  draw: number;
  away: number;
}

export interface BetPlan {
  id: string;
  clientId: string;
  createdAt: string;
  event: string | null;
  kickoffAt: string | null;
  placedAt: string | null;
  /** When the plan's odds were entered (the oldest row's); null on plans from before it was kept. */
  oddsEnteredAt: string | null;
  /** The odds the plan was made from. */
  odds: {
    site: string;
    home: number;
    draw: number;
    away: number;
    enteredAt: string | null;
  }[];
  plan: {
    site: string;
    kind: BetKind;
    stake: number;
    minOdds: number | null;
    outcome: Outcome;
    payouts: Returns;
  }[];
  returns: Returns;
  minReturn: number;
  totalStake: number;
  /** The cash rows' stakes: what the customer lays out. */
  cashOutlay: number;
  /** minReturn − cashOutlay */
  guaranteedResult: number;
  /** The plan loses more than its cash rows' offers are worth. */
  lossBeyondBonuses: boolean;
  optimal: boolean;
  upperBound: number;
}

export interface AdminRecord extends RaRecord<string> {
  email: string;
  role: 'admin' | 'superadmin';
  createdAt: string;
  /** A closed account (PRODUCT.md §20); null while open. */
  deactivatedAt: string | null;
  /** Whom its customers were handed to; its links serve that recruiter. */
  transferredTo: string | null;
}

export type FunnelStep = 'welcome' | 'sites' | 'form' | 'submitted';

export interface Funnel {
  from: string;
  to: string;
  steps: { step: FunnelStep; count: number }[];
  bySource: ({ source: string | null } & Record<FunnelStep, number>)[];
  byDay: { day: string; welcome: number; submitted: number }[];
  /** Customers won (cards made): a repeat signup is a sent form but no new customer. */
  newClients: {
    total: number;
    bySource: { source: string | null; count: number }[];
    byDay: { day: string; count: number }[];
  };
}

export interface AuditRecord extends RaRecord<string> {
  adminId: string | null;
  /** The admin's email, looked up when the log is read. */
  adminEmail: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  at: string;
}

/** 'Hent odds' on this server, and when odds count as old (ODDS_STALE_MINUTES). */
export interface OddsFeedStatus {
  available: boolean;
  staleMinutes: number;
}

/** Requests left at The Odds API this month (null when it did not say). */
interface FeedQuota {
  remaining: number | null;
}

interface FeedSport {
  key: string;
  title: string;
  group: string;
}

interface FeedEvent {
  id: string;
  home: string;
  away: string;
  kickoffAt: string;
}

interface FeedOddsRow {
  site: string;
  bookmaker: string;
  home: number;
  draw: number;
  away: number;
  updatedAt: string | null;
}

export interface FeedSports extends FeedQuota {
  sports: FeedSport[];
}
export interface FeedEvents extends FeedQuota {
  events: FeedEvent[];
}
export interface FeedOdds extends FeedQuota {
  event: FeedEvent;
  rows: FeedOddsRow[];
  unmatched: string[];
}
