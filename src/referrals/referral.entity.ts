import { type Opt } from '@mikro-orm/core';
import { Entity, Formula, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OwnedEntity } from '../database/owned.entity.js';

@Entity({ tableName: 'referrals' })
@Unique({ properties: ['admin', 'code'] })
export class Referral extends OwnedEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  /** Four digits, kept as text so leading zeros survive. */
  @Property({ type: 'text' })
  code!: string;

  /** Counted, never stored: every client of this admin who signed up with the code. */
  @Formula(
    (cols) =>
      `(select count(*)::int from "clients" c where c."admin_id" = ${cols.admin} and c."referral_code" = ${cols.code})`,
    { type: 'integer' },
  )
  clientCount: number & Opt = 0;
}
