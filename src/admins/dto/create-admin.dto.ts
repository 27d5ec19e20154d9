import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsEnum, IsString, MaxLength, ValidateIf } from 'class-validator';
import { AdminRole } from '../../common/admin-role.js';

export class CreateAdminDto {
  @ApiProperty({ example: 'ny@example.dk' })
  @IsEmail({}, { message: 'Skriv en gyldig email' })
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({
    minLength: 12,
    maxLength: 128,
    example: 'lang-og-hemmelig-2026',
    description:
      'left out: the new admin gets in through an invitation link (`POST /api/admins/{id}/password-reset`)',
  })
  // Left out means an invitation; null is not a password (400, not a crash).
  @ValidateIf((body: CreateAdminDto) => body.password !== undefined)
  @IsString({ message: 'Skriv en adgangskode' })
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({
    enum: AdminRole,
    enumName: 'AdminRole',
    default: AdminRole.Admin,
    description: "`admin`: a recruiter; `superadmin`: another owner ('Ejer') of the bureau",
    example: AdminRole.Admin,
  })
  @ValidateIf((body: CreateAdminDto) => body.role !== undefined)
  @IsEnum(AdminRole, { message: "Rollen skal være 'admin' (rekrutter) eller 'superadmin' (ejer)" })
  role?: AdminRole;
}
