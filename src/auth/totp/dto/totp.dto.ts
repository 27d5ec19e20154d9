import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class EnableTotpDto {
  @ApiProperty({ example: '123456', description: 'the code the app shows now' })
  @IsString({ message: 'Skriv koden fra appen' })
  @MaxLength(64)
  code!: string;
}

export class DisableTotpDto {
  @ApiProperty()
  @IsString({ message: 'Skriv din adgangskode' })
  @MaxLength(1024)
  password!: string;

  @ApiProperty({ example: '123456', description: 'a code from the app, or a recovery code' })
  @IsString({ message: 'Skriv koden fra appen' })
  @MaxLength(64)
  code!: string;
}
