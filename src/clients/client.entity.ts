import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { OwnedEntity } from '../database/owned.entity.js';

export const NOT_AVAILABLE = 'not available';

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
}
