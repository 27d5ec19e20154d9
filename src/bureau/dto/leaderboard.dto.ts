import { ApiPropertyOptional } from '@nestjs/swagger';
import { Matches, ValidateIf } from 'class-validator';

const defined = (_o: object, value: unknown) => value !== undefined;

export class LeaderboardQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'first day (Copenhagen); default the first of this month',
    example: '2026-11-01',
  })
  @ValidateIf(defined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from skal være en dato (ÅÅÅÅ-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'last day, included (Copenhagen); default today',
    example: '2026-11-30',
  })
  @ValidateIf(defined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to skal være en dato (ÅÅÅÅ-MM-DD)' })
  to?: string;
}
