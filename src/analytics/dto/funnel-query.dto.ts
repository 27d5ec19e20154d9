import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { SOURCE_INVALID, SOURCE_PATTERN } from '../../../rules/source.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class FunnelQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'first day (Copenhagen), default 29 days before `to`',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'from skal være en dato (ÅÅÅÅ-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'last day (Copenhagen), default today' })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'to skal være en dato (ÅÅÅÅ-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    description: '`steps` counts only visits with this tag (the other parts ignore it)',
  })
  @IsOptional()
  @IsString()
  @Matches(SOURCE_PATTERN, { message: SOURCE_INVALID })
  source?: string;
}
