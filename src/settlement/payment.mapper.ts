import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
} from '../../rules/settlement.js';
import { FeeAgreementRecord } from '../common/fee-agreement.js';

export class PaymentRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ enum: PAYMENT_KINDS }) kind!: PaymentKind;
  @ApiProperty({ type: 'integer', description: 'whole kr, > 0' }) amount!: number;
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({ format: 'date-time', description: 'when the money moved' }) at!: string;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'the entry this one cancels',
  })
  reverses!: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'the entry that cancels this one',
  })
  reversedBy!: string | null;
  @ApiProperty({ format: 'date-time', description: 'when it was recorded' }) createdAt!: string;
}

export class ReferralPaymentRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) referralId!: string;
  @ApiProperty({ type: 'integer' }) amount!: number;
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class StatementRecord {
  @ApiProperty({ type: FeeAgreementRecord }) fee!: FeeAgreementRecord;
  @ApiProperty({ type: 'integer' }) feeEarned!: number;
  @ApiProperty({ type: 'integer', description: 'kr lent for deposits (net of reversals)' })
  advanced!: number;
  @ApiProperty({ type: 'integer', description: 'kr paid to the customer' }) paidOut!: number;
  @ApiProperty({ type: 'integer', description: 'kr the customer paid back' }) returned!: number;
  @ApiProperty({ type: 'integer', description: '> 0 the customer owes, < 0 is owed' })
  balance!: number;
  @ApiProperty({ type: [String], description: 'the statement in plain Danish, from the customer' })
  lines!: string[];
}
