import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  FUNNEL_STEPS,
  type FunnelStep,
  SOURCE_INVALID,
  SOURCE_PATTERN,
} from '../../../rules/source.js';

export class FunnelEventDto {
  @ApiProperty({ example: 'k2Jd8sQ0aZ', description: "the recruiter's id from the personal link" })
  @IsString({ message: 'Mangler admin' })
  @IsNotEmpty({ message: 'Mangler admin' })
  @MaxLength(64)
  admin!: string;

  @ApiProperty({ enum: FUNNEL_STEPS, example: 'welcome' })
  @IsIn(FUNNEL_STEPS, { message: `step skal være en af ${FUNNEL_STEPS.join(', ')}` })
  step!: FunnelStep;

  @ApiPropertyOptional({ example: 'tiktok', pattern: '^[A-Za-z0-9_-]{1,32}$' })
  @IsOptional()
  @IsString({ message: SOURCE_INVALID })
  @Matches(SOURCE_PATTERN, { message: SOURCE_INVALID })
  src?: string;
}
