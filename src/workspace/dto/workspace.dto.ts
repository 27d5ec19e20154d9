import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IgnoresReadOnly } from '../../common/whole-record.js';
import { PROGRESS_STATES, type SiteState } from '../client-site-progress.entity.js';

export class CreateNoteDto {
  @ApiProperty({ minLength: 1, maxLength: 2000, example: 'Ringede; vil gerne høre mere fredag' })
  @IsString({ message: 'Skriv en note' })
  @Matches(/\S/, { message: 'Skriv en note' })
  @MaxLength(2000, { message: 'En note må højst være 2000 tegn' })
  text!: string;
}

export class CreateClientNoteDto extends CreateNoteDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Vælg en kunde' })
  clientId!: string;
}

const defined = (_o: object, value: unknown) => value !== undefined;

@IgnoresReadOnly('site', 'updatedAt', 'wageringLeft', 'wageringDeadline')
export class UpdateSiteProgressDto {
  @ApiPropertyOptional({
    enum: ['had', ...PROGRESS_STATES],
    description: "'had' only where the signup set it (sending it back unchanged is fine)",
  })
  @ValidateIf(defined)
  @IsIn(['had', ...PROGRESS_STATES], {
    message: `state skal være en af ${PROGRESS_STATES.join(', ')}`,
  })
  state?: SiteState;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'kr deposited in all' })
  @ValidateIf(defined)
  @IsInt({ message: 'Indskud skal være et helt antal kr' })
  @Min(0, { message: 'Indskud kan ikke være negativt' })
  @Max(100_000_000, { message: 'Indskud må højst være 100.000.000 kr' })
  deposit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'kr withdrawn in all' })
  @ValidateIf(defined)
  @IsInt({ message: 'Udbetalt skal være et helt antal kr' })
  @Min(0, { message: 'Udbetalt kan ikke være negativt' })
  @Max(100_000_000, { message: 'Udbetalt må højst være 100.000.000 kr' })
  withdrawn?: number;
}

export class SummaryQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'first day (Copenhagen), default 11 months before the first of this month',
  })
  @ValidateIf(defined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from skal være en dato (ÅÅÅÅ-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'last day, included (Copenhagen); default today',
  })
  @ValidateIf(defined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to skal være en dato (ÅÅÅÅ-MM-DD)' })
  to?: string;
}
