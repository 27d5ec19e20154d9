import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { PHONE_PATTERN, SIGNUP_MESSAGES as M } from '../../../rules/signup-messages.js';
import { FeeAgreementDto } from '../../common/fee-agreement.js';
import { IgnoresReadOnly } from '../../common/whole-record.js';
import { CLIENT_STATUSES, type ClientStatus } from '../client.entity.js';

/** A whole record as `<Edit>` sends it, or only the fields to change; the rest is read-only. */
@IgnoresReadOnly(
  'referralCode',
  'sites',
  'siteCount',
  'createdAt',
  'archivedAt',
  'archivedBy',
  'lastActivityAt',
  'profit',
  'taskLink',
  // Issue 19's column, read-only here: a record that carries it must not be refused.
  'source',
  // What a repeat signup brought waits for review; it is not written through this route.
  'signedUpAgainAt',
  'pendingSignup',
  // Derived from the ledger and the progress (§18).
  'feeEarned',
  'balance',
)
export class UpdateClientDto {
  @ApiPropertyOptional({ enum: CLIENT_STATUSES })
  @ValidateIf((_o, value) => value !== undefined)
  @IsIn(CLIENT_STATUSES, { message: `status skal være en af ${CLIENT_STATUSES.join(', ')}` })
  status?: ClientStatus;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'when to follow up; null clears it',
  })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsISO8601({ strict: true }, { message: 'Skriv et gyldigt tidspunkt' })
  nextContactAt?: string | null;

  @ApiPropertyOptional({ example: 'Anna Jensen' })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString({ message: M.nameMissing })
  @Matches(/\S/, { message: M.nameMissing })
  @MaxLength(120, { message: M.nameTooLong })
  name?: string;

  @ApiPropertyOptional({ example: 'anna@example.dk' })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString({ message: M.emailMissing })
  @IsNotEmpty({ message: M.emailMissing })
  @MaxLength(254, { message: M.emailTooLong })
  @IsEmail({}, { message: M.emailInvalid })
  email?: string;

  @ApiPropertyOptional({ example: '+45 12 34 56 78' })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString({ message: M.phoneMissing })
  @IsNotEmpty({ message: M.phoneMissing })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '1990-04-17' })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString({ message: M.birthDateMissing })
  @IsNotEmpty({ message: M.birthDateMissing })
  birthDate?: string;

  @ApiPropertyOptional({ type: FeeAgreementDto, description: 'the fee agreement (§18)' })
  @ValidateIf((_o, value) => value !== undefined)
  @IsObject({ message: 'fee skal være et objekt' })
  @ValidateNested()
  @Type(() => FeeAgreementDto)
  fee?: FeeAgreementDto;
}
