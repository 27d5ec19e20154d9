import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Admin } from '../admins/admin.entity.js';
import type { OfferRecord } from './settings.mapper.js';

@Entity({ tableName: 'sites' })
@Unique({ properties: ['admin', 'position'] })
export class Site {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  admin!: Admin;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'integer' })
  stake!: number;

  /** The welcome offer (§15), checked against the Danish bonus rules when saved. */
  @Property({ type: 'json', nullable: true })
  offer?: OfferRecord | null;

  /** 'Samme odds som' (§22): the site of this list whose odds this one takes. */
  @Property({ type: 'text', nullable: true })
  oddsFrom?: string | null;

  /** The Odds API's bookmaker key for this site, when its name does not match it. */
  @Property({ type: 'text', nullable: true })
  feedKey?: string | null;
}
