import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  MAX_AMOUNT,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
  SETTLEMENT_MESSAGES as M,
} from '../../../rules/settlement.js';

const present = (_o: object, value: unknown) => value != null;

export class CreateReferralPaymentDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_AMOUNT,
    description: 'whole kr',
    example: 500,
  })
  @IsInt({ message: M.amountInvalid })
  @Min(1, { message: M.amountInvalid })
  @Max(MAX_AMOUNT, { message: M.amountTooLarge })
  amount!: number;

  @ApiProperty({ enum: PAYMENT_METHODS, example: 'mobilepay' })
  @IsIn(PAYMENT_METHODS, { message: M.methodInvalid })
  method!: PaymentMethod;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'when the money moved (a date or a time); default now',
  })
  @ValidateIf(present)
  @IsISO8601({ strict: true }, { message: M.atInvalid })
  at?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    example: 'MobilePay 14/11',
  })
  @ValidateIf(present)
  @IsString({ message: M.referenceTooLong })
  @MaxLength(200, { message: M.referenceTooLong })
  reference?: string | null;
}

export class CreatePaymentDto extends CreateReferralPaymentDto {
  @ApiProperty({
    enum: PAYMENT_KINDS,
    example: 'advance',
    description:
      "'advance': the recruiter lends money for deposits; 'payout': the recruiter pays the customer; 'return': the customer pays the recruiter",
  })
  @IsIn(PAYMENT_KINDS, { message: M.kindInvalid })
  kind!: PaymentKind;
}

export class PaymentExportQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'first day (Copenhagen); default: the start',
  })
  @ValidateIf((_o, value) => value !== undefined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from skal være en dato (ÅÅÅÅ-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'last day, included (Copenhagen); default today',
  })
  @ValidateIf((_o, value) => value !== undefined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to skal være en dato (ÅÅÅÅ-MM-DD)' })
  to?: string;
}
