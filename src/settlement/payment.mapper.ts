import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
  type StatementFigures,
  statementLines,
} from '../../rules/settlement.js';
import type { Client } from '../clients/client.entity.js';
import { FeeAgreementRecord, toFeeRecord } from '../common/fee-agreement.js';
import type { ReferralPayment } from './referral-payment.entity.js';

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

/** A ledger entry as the payments query reads it (with the entry that reverses it, if any). */
export interface PaymentRow {
  id: string;
  client_id: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  at: Date | string;
  reference: string | null;
  reverses: string | null;
  reversed_by: string | null;
  created_at: Date | string;
}

export const toPaymentRecord = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  clientId: row.client_id,
  kind: row.kind,
  amount: row.amount,
  method: row.method,
  at: new Date(row.at).toISOString(),
  reference: row.reference,
  reverses: row.reverses,
  reversedBy: row.reversed_by,
  createdAt: new Date(row.created_at).toISOString(),
});

export const toReferralPaymentRecord = (payment: ReferralPayment): ReferralPaymentRecord => ({
  id: payment.id,
  referralId: payment.referral.id,
  amount: payment.amount,
  method: payment.method,
  at: payment.at.toISOString(),
  reference: payment.reference ?? null,
  createdAt: payment.createdAt.toISOString(),
});

/** The customer's statement: the client's fee and balance, the ledger's sums, in plain Danish. */
export function toStatementRecord(
  client: Pick<Client, 'feeModel' | 'feeAmount' | 'feePercent' | 'feeEarned' | 'balance'>,
  sums: Pick<StatementFigures, 'advanced' | 'paidOut' | 'returned'>,
): StatementRecord {
  const figures: StatementFigures = {
    fee: toFeeRecord(client),
    feeEarned: client.feeEarned,
    balance: client.balance,
    ...sums,
  };
  return { ...figures, lines: statementLines(figures) };
}
