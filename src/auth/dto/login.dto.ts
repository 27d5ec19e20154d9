import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'anna@example.dk' })
  @IsString({ message: 'Skriv din email' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Skriv din adgangskode' })
  @MaxLength(1024)
  password!: string;
}
