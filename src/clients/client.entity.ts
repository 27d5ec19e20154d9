import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { OwnedEntity } from '../database/owned.entity.js';

export const NOT_AVAILABLE = 'not available';

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

  @Property({ type: 'timestamptz', nullable: true })
  archivedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  archivedBy?: string | null;

  @Property({ type: 'jsonb', nullable: true })
  pendingSignup?: PendingSignup | null;

  /** The latest repeat signup: the card is marked until the recruiter has seen to it. */
  @Property({ type: 'timestamptz', nullable: true })
  signedUpAgainAt?: Date | null;
}
