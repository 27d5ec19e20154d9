import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class PolicyDto {
  @ApiProperty({ description: 'every recruiter must sign in with two-factor' })
  @IsBoolean({ message: 'Vælg ja eller nej' })
  requireTwoFactor!: boolean;
}
