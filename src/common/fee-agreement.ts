import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import {
  type FeeAgreement,
  type FeeModel,
  FEE_MODELS,
  MAX_AMOUNT,
  SETTLEMENT_MESSAGES as M,
} from '../../rules/settlement.js';
import { fieldError } from './validation.js';

export class FeeAgreementDto {
  @ApiProperty({ enum: FEE_MODELS })
  @IsIn(FEE_MODELS, { message: M.feeModelInvalid })
  model!: FeeModel;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    description: "kr: the fee ('fixed') or per site withdrawn ('per_site')",
  })
  @ValidateIf((_o, value) => value != null)
  @IsInt({ message: M.feeAmountMissing })
  @Min(0, { message: M.feeAmountMissing })
  @Max(MAX_AMOUNT, { message: M.amountTooLarge })
  amount?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 100,
    description: "'share': percent of a positive profit",
  })
  @ValidateIf((_o, value) => value != null)
  @IsInt({ message: M.feePercentInvalid })
  @Min(0, { message: M.feePercentInvalid })
  @Max(100, { message: M.feePercentInvalid })
  percent?: number | null;
}

export class FeeAgreementRecord {
  @ApiProperty({ enum: FEE_MODELS }) model!: FeeModel;
  @ApiProperty({ type: 'integer', nullable: true }) amount!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) percent!: number | null;
}

/** A card's stored agreement as the wire writes it. */
export function toFeeRecord(row: {
  feeModel: FeeModel;
  feeAmount?: number | null;
  feePercent?: number | null;
}): FeeAgreementRecord {
  return { model: row.feeModel, amount: row.feeAmount ?? null, percent: row.feePercent ?? null };
}

/** The agreement's own rule: a fixed or per-site fee names its amount, a share its percent. */
export function completeFee(fee: FeeAgreementDto, field: string): FeeAgreement {
  if (fee.model === 'share') {
    if (fee.percent == null) throw fieldError(`${field}.percent`, M.feePercentInvalid);
    return { model: fee.model, amount: null, percent: fee.percent };
  }
  if (fee.amount == null) throw fieldError(`${field}.amount`, M.feeAmountMissing);
  return { model: fee.model, amount: fee.amount, percent: null };
}
