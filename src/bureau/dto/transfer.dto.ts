import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches } from 'class-validator';

export class TransferDto {
  @ApiProperty({
    description: 'the active recruiter who takes over the customers',
    example: 'Vb7pQ2nX9kLm4sTr1aZe',
  })
  @IsString({ message: 'Vælg hvem kunderne skal overdrages til' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Vælg hvem kunderne skal overdrages til' })
  to!: string;

  @ApiProperty({
    description: 'true: only count what would move (and the clashes); false: move it',
    example: true,
  })
  @IsBoolean({ message: 'dryRun skal være true (en prøve) eller false (overdrag)' })
  dryRun!: boolean;
}
