import { type FormulaColumns, type Opt } from '@mikro-orm/core';
import { Entity, Formula, Index, Property } from '@mikro-orm/decorators/legacy';
import type { FeeModel } from '../../rules/settlement.js';
import { OwnedEntity } from '../database/owned.entity.js';

export const NOT_AVAILABLE = 'not available';

export const CLIENT_STATUSES = ['new', 'contacted', 'meeting', 'active', 'done', 'lost'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** What a repeat signup brought, kept beside the card for the recruiter (written by `arbi_signup`). */
export interface PendingSignup {
  receipt: string;
  name: string;
  email: string;
  phone: string;
  birthDate: string;
  referralCode: string | null;
  sites: string[];
}

@Entity({ tableName: 'clients' })
@Index({ properties: ['admin', 'createdAt'] })
export class Client extends OwnedEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'date', nullable: true })
  birthDate?: string | null;

  @Property({ type: 'text', nullable: true })
  referralCode?: string | null;

  @Property({ type: 'text[]' })
  sites: string[] & Opt = [];

  @Property({ type: 'integer' })
  siteCount: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  archivedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  archivedBy?: string | null;

  @Property({ type: 'text' })
  status: ClientStatus & Opt = 'new';

  @Property({ type: 'timestamptz', nullable: true })
  nextContactAt?: Date | null;

  /** Moved by the database with every event (see the workspace migration). */
  @Property({ type: 'timestamptz' })
  lastActivityAt: Date & Opt = new Date();

  /** Σ withdrawn − Σ deposit over the site progress, kept by a trigger: read-only here. */
  @Property({ type: 'integer' })
  profit: number & Opt = 0;

  @Property({ type: 'jsonb', nullable: true })
  pendingSignup?: PendingSignup | null;

  @Property({ type: 'timestamptz', nullable: true })
  signedUpAgainAt?: Date | null;

  /** The task link (PRODUCT.md §17): only the SHA-256 of its token; null when none is valid. */
  @Property({ type: 'text', nullable: true, hidden: true })
  taskLinkHash?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  taskLinkCreatedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  taskLinkExpiresAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  taskLinkOpenedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  taskLinkLastSeenAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  tasksConfirmedAt?: Date | null;
  /** The fee agreement (§18); a new card gets its admin's default from a database trigger. */
  @Property({ type: 'text' })
  feeModel!: FeeModel & Opt;

  @Property({ type: 'integer', nullable: true })
  feeAmount?: number | null;

  @Property({ type: 'integer', nullable: true })
  feePercent?: number | null;

  /** Σ advance + payout − return over the ledger, kept by a trigger: read-only here. */
  @Property({ type: 'integer' })
  ledger: number & Opt = 0;

  /** Sites in state `withdrawn`, kept by a trigger: read-only here. */
  @Property({ type: 'integer' })
  withdrawnSites: number & Opt = 0;

  /** Derived by the database from the agreement, the status and the progress (never stored). */
  @Formula((cols) => feeEarnedSql(cols), { type: 'integer' })
  feeEarned: number & Opt = 0;

  /** profit + ledger − feeEarned: > 0 the customer owes the recruiter, < 0 the other way. */
  @Formula((cols) => balanceSql(cols), { type: 'integer' })
  balance: number & Opt = 0;
}

type Columns = FormulaColumns<Client>;
const feeArguments = (c: Columns) =>
  `${c.feeModel}, ${c.feeAmount}, ${c.feePercent}, ${c.status}, ${c.profit}, ${c.withdrawnSites}`;

export const feeEarnedSql = (c: Columns): string => `arbi_fee_earned(${feeArguments(c)})`;

/** The balance as the index `clients_balance_index` spells it, so sorting by it reads the index. */
export const balanceSql = (c: Columns): string =>
  `arbi_client_balance(${c.profit}, ${c.ledger}, ${c.feeModel}, ${c.feeAmount}, ${c.feePercent}, ${c.status}, ${c.withdrawnSites})`;

/** What a client record shows, as the customer list reads it (`CLIENT_LIST_COLUMNS`). */
export type ClientListRow = Pick<
  Client,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'birthDate'
  | 'referralCode'
  | 'sites'
  | 'siteCount'
  | 'source'
  | 'createdAt'
  | 'archivedAt'
  | 'archivedBy'
  | 'status'
  | 'nextContactAt'
  | 'lastActivityAt'
  | 'profit'
  | 'signedUpAgainAt'
  | 'pendingSignup'
  | 'taskLinkCreatedAt'
  | 'taskLinkExpiresAt'
  | 'taskLinkOpenedAt'
  | 'taskLinkLastSeenAt'
  | 'feeModel'
  | 'feeAmount'
  | 'feePercent'
  | 'feeEarned'
  | 'balance'
>;
