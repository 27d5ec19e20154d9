import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, ValidateIf } from 'class-validator';

export class CreateAdminDto {
  @ApiProperty({ example: 'ny@example.dk' })
  @IsEmail({}, { message: 'Skriv en gyldig email' })
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({
    minLength: 12,
    maxLength: 128,
    description:
      'left out: the new admin gets in through an invitation link (`POST /api/admins/{id}/password-reset`)',
  })
  // Left out means an invitation; null is not a password (400, not a crash).
  @ValidateIf((body: CreateAdminDto) => body.password !== undefined)
  @IsString({ message: 'Skriv en adgangskode' })
  @MaxLength(1024)
  password?: string;
}
