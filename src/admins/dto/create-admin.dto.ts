import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export class CreateAdminDto {
  @ApiProperty({ example: 'ny@example.dk' })
  @IsEmail({}, { message: 'Skriv en gyldig email' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ minLength: 12, maxLength: 128 })
  @IsString({ message: 'Skriv en adgangskode' })
  @MaxLength(1024)
  password!: string;
}
