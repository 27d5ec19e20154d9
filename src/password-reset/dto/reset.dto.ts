import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class RequestResetDto {
  @ApiProperty({ example: 'anna@example.dk' })
  @IsString({ message: 'Skriv din email' })
  @MaxLength(254)
  email!: string;
}

export class ConfirmResetDto {
  @ApiProperty({ description: 'the token from the link' })
  @IsString({ message: 'Linket er ugyldigt' })
  @MaxLength(256)
  token!: string;

  @ApiProperty({ minLength: 12, maxLength: 128 })
  @IsString({ message: 'Skriv en ny adgangskode' })
  @MaxLength(1024)
  newPassword!: string;
}
