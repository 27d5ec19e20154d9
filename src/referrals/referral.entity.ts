import { type FormulaColumns, type Opt } from '@mikro-orm/core';
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

  @Formula(
    (cols) =>
      `(select count(*)::int from "clients" c where c."admin_id" = ${cols.admin} and c."referral_code" = ${cols.code})`,
    { type: 'integer' },
  )
  clientCount: number & Opt = 0;

  /** kr per referred customer who reaches `done`; a new referral gets the admin's default (trigger). */
  @Property({ type: 'integer' })
  reward!: number & Opt;

  @Formula((cols) => `(${cols.reward} * ${doneCount(cols)})`, { type: 'integer' })
  rewardEarned: number & Opt = 0;

  @Formula((cols) => paidSum(cols), { type: 'integer' })
  rewardPaid: number & Opt = 0;

  /** earned − paid: what the recruiter still owes the referrer (negative when paid ahead). */
  @Formula((cols) => `(${cols.reward} * ${doneCount(cols)} - ${paidSum(cols)})`, {
    type: 'integer',
  })
  rewardOwed: number & Opt = 0;
}

type Columns = FormulaColumns<Referral>;
const doneCount = (c: Columns) =>
  `(select count(*)::int from "clients" c where c."admin_id" = ${c.admin} and c."referral_code" = ${c.code} and c."status" = 'done')`;
const paidSum = (c: Columns) =>
  `(select coalesce(sum(p."amount"), 0)::int from "referral_payments" p where p."referral_id" = ${c.id})`;
