import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { MAX_AMOUNT, SETTLEMENT_MESSAGES as M } from '../../../rules/settlement.js';
import { IgnoresReadOnly } from '../../common/whole-record.js';
import {
  Allow,
  IsEmail,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export class CreateReferralDto {
  @ApiProperty({ example: 'Peter Hansen' })
  @IsString({ message: 'Skriv et navn' })
  @Matches(/\S/, { message: 'Skriv et navn' })
  @MaxLength(120)
  name!: string;

  @ApiProperty({ example: 'peter@example.dk' })
  @IsEmail({}, { message: 'Skriv en gyldig email' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: '+45 12 34 56 78' })
  @IsString({ message: 'Skriv et telefonnummer' })
  @Matches(/^\+?[0-9 ()-]{6,24}$/, { message: 'Skriv et gyldigt telefonnummer' })
  phone!: string;

  @ApiProperty({ example: '1234', description: '4 digits, unique per admin' })
  @IsString({ message: 'Referal nummeret skal være 4 cifre' })
  @Matches(/^\d{4}$/, { message: 'Referal nummeret skal være 4 cifre' })
  code!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    example: 200,
    description: "kr per referred customer who reaches 'done'; default: settings' referralReward",
  })
  @ValidateIf((_o, value) => value !== undefined)
  @IsInt({ message: M.rewardInvalid })
  @Min(0, { message: M.rewardInvalid })
  @Max(MAX_AMOUNT, { message: M.amountTooLarge })
  reward?: number;
}

@IgnoresReadOnly('clientCount', 'createdAt', 'rewardEarned', 'rewardPaid', 'rewardOwed')
export class UpdateReferralDto extends PartialType(CreateReferralDto, {
  skipNullProperties: false,
}) {}

export class ReferralLookupDto {
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'integer' }],
    example: 1234,
    description: 'the code, as the number the page parsed or as text',
  })
  @Allow()
  referal!: string | number;

  @ApiProperty({ example: 'k2Jd8sQ0aZ' })
  @IsString()
  @MaxLength(64)
  admin!: string;
}

export class ReferralName {
  @ApiProperty({
    example: 'Peter H.',
    description: "the referral's first name and the initial of the last name",
  })
  name!: string;
}
