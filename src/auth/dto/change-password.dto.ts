import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Skriv din nuværende adgangskode' })
  @MaxLength(1024)
  currentPassword!: string;

  @ApiProperty({ minLength: 12, maxLength: 128 })
  @IsString({ message: 'Skriv en ny adgangskode' })
  @MaxLength(1024)
  newPassword!: string;
}
