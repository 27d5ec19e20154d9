import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LoginTotpDto {
  @ApiProperty({ description: "the login answer's `ticket`" })
  @IsString({ message: 'Log ind igen' })
  @MaxLength(2048)
  ticket!: string;

  @ApiProperty({ example: '123456', description: 'a code from the app, or a recovery code' })
  @IsString({ message: 'Skriv koden' })
  @MaxLength(64)
  code!: string;
}
