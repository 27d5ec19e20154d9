import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Admin } from '../admins/admin.entity.js';
import { BaseEntity } from '../database/base.entity.js';

@Entity({ tableName: 'referrals' })
@Unique({ properties: ['admin', 'code'] })
export class Referral extends BaseEntity {
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
}
