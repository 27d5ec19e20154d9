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

/** The original signup payload; its field names (`age`, `referal`, `dato`) are the contract. */
export class SignupDto {
  @ApiProperty({ example: 'Anna Jensen' })
  @IsString({ message: 'Skriv dit navn' })
  @Matches(/\S/, { message: 'Skriv dit navn' })
  @MaxLength(120, { message: 'Navnet må højst være 120 tegn' })
  name!: string;

  @ApiProperty({ example: 'anna@example.dk' })
  @IsString({ message: 'Skriv din email' })
  @IsNotEmpty({ message: 'Skriv din email' })
  @MaxLength(254, { message: 'Emailen er for lang' })
  @IsEmail({}, { message: 'Skriv en gyldig email' })
  email!: string;

  @ApiProperty({ example: '+45 12 34 56 78' })
  @IsString({ message: 'Skriv dit telefonnummer' })
  @IsNotEmpty({ message: 'Skriv dit telefonnummer' })
  @Matches(/^\+?[0-9 ()-]{6,24}$/, { message: 'Skriv et gyldigt telefonnummer' })
  phone!: string;

  @ApiProperty({ example: '1990-04-17', description: 'birth date, YYYY-MM-DD' })
  @IsString({ message: 'Skriv din fødselsdato' })
  @IsNotEmpty({ message: 'Skriv din fødselsdato' })
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

  @ApiPropertyOptional({ description: 'must stay empty (a trap for bots)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

/** A new card's id, or for a repeat signup a receipt of its own. */
export class SignupReceipt {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
