import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Admin } from '../admins/admin.entity.js';

@Entity({ tableName: 'referrals' })
@Unique({ properties: ['admin', 'code'] })
export class Referral {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Admin, { deleteRule: 'cascade' })
  admin!: Admin;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  /** Four digits, kept as text so leading zeros survive. */
  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
