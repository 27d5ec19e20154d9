import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentMethod } from '../../rules/settlement.js';
import { OwnedEntity } from '../database/owned.entity.js';
import { Referral } from '../referrals/referral.entity.js';

@Entity({ tableName: 'referral_payments' })
export class ReferralPayment extends OwnedEntity {
  @ManyToOne(() => Referral, { deleteRule: 'cascade' })
  referral!: Referral;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  method!: PaymentMethod;

  @Property({ type: 'timestamptz' })
  at!: Date;

  @Property({ type: 'text', nullable: true })
  reference?: string | null;
}
