import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { SOURCE_INVALID, SOURCE_PATTERN } from '../../../rules/source.js';
import { PHONE_PATTERN, SIGNUP_MESSAGES as M } from '../../../rules/signup-messages.js';

/** The original signup payload; its field names (`age`, `referal`, `dato`) are the contract. */
export class SignupDto {
  @ApiProperty({ example: 'Anna Jensen' })
  @IsString({ message: M.nameMissing })
  @Matches(/\S/, { message: M.nameMissing })
  @MaxLength(120, { message: M.nameTooLong })
  name!: string;

  @ApiProperty({ example: 'anna@example.dk' })
  @IsString({ message: M.emailMissing })
  @IsNotEmpty({ message: M.emailMissing })
  @MaxLength(254, { message: M.emailTooLong })
  @IsEmail({}, { message: M.emailInvalid })
  email!: string;

  @ApiProperty({ example: '+45 12 34 56 78' })
  @IsString({ message: M.phoneMissing })
  @IsNotEmpty({ message: M.phoneMissing })
  @Matches(PHONE_PATTERN, { message: M.phoneInvalid })
  phone!: string;

  @ApiProperty({ example: '1990-04-17', description: 'birth date, YYYY-MM-DD' })
  @IsString({ message: M.birthDateMissing })
  @IsNotEmpty({ message: M.birthDateMissing })
  age!: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'integer' }],
    example: '1234',
    description: 'a referral code: 4 digits, as text or number; empty for none',
  })
  @Allow()
  referal?: string | number;

  @ApiProperty({ example: 'k2Jd8sQ0aZ' })
  @IsString({ message: 'Mangler admin' })
  @IsNotEmpty({ message: 'Mangler admin' })
  @MaxLength(64)
  admin!: string;

  @ApiProperty({
    oneOf: [
      { type: 'array', items: { type: 'string' } },
      { type: 'string', enum: ['clean'] },
    ],
    example: ['Unibet', 'Bet365'],
    description: "site names, or 'clean' for none",
  })
  @Allow()
  sites!: string[] | 'clean';

  @ApiPropertyOptional({ type: 'string', description: 'ignored: the server stamps the date' })
  @Allow()
  dato?: unknown;

  @ApiPropertyOptional({
    example: 'tiktok',
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    description: "the personal link's tag (`?src=`), stored as the client's `source`",
  })
  @IsOptional()
  @IsString({ message: SOURCE_INVALID })
  @Matches(SOURCE_PATTERN, { message: SOURCE_INVALID })
  src?: string;

  @ApiPropertyOptional({ description: 'must stay empty (a trap for bots)', example: '' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class SignupReceipt {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
