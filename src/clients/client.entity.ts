import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
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

  /** Names of the sites the visitor already had; empty means 'clean'. */
  @Property({ type: 'text[]' })
  sites: string[] & Opt = [];

  @Property({ type: 'integer' })
  siteCount: number & Opt = 0;

  /** The tag of the personal link the visitor came through (`?src=`). */
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

  /** The latest repeat signup: the card is marked until the recruiter has seen to it. */
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

  /** When the customer confirmed being 18+ and not in ROFUS, before their first step. */
  @Property({ type: 'timestamptz', nullable: true })
  tasksConfirmedAt?: Date | null;
}

/** A customer as a list reads it: the columns, without the admin relation (see `findPageRows`). */
export type ClientRow = Omit<Client, 'admin'>;
