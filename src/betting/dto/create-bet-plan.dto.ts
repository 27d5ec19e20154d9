import { ApiProperty } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { MAX_SITES } from '../../../rules/sites.js';
import { NestedObject } from '../../common/validation.js';

/** Odds as a number, or as the text typed (a comma decimal separator is accepted). */
const ODDS_TYPES = [{ type: 'number' }, { type: 'string' }];

export class OddsRowDto {
  @ApiProperty({ example: 'Unibet' })
  @IsString()
  @MaxLength(60)
  site!: string;

  @ApiProperty({
    oneOf: ODDS_TYPES,
    example: '2,10',
    description: 'decimal odds for 1 (a comma decimal separator is accepted)',
  })
  @Allow()
  home!: number | string;

  @ApiProperty({ oneOf: ODDS_TYPES, example: 3.4, description: 'decimal odds for X' })
  @Allow()
  draw!: number | string;

  @ApiProperty({ oneOf: ODDS_TYPES, example: '3.60', description: 'decimal odds for 2' })
  @Allow()
  away!: number | string;
}

export class CreateBetPlanDto {
  @ApiProperty({ type: [OddsRowDto] })
  @IsArray({ message: 'odds skal være en liste' })
  @ArrayMinSize(1, { message: 'Skriv odds for mindst én side' })
  @ArrayMaxSize(MAX_SITES, { message: `Højst ${MAX_SITES} sider` })
  @NestedObject(() => OddsRowDto, { each: true })
  odds!: OddsRowDto[];
}

/** The flat resource's create: the client it is for, in the body. */
export class CreateClientBetPlanDto extends CreateBetPlanDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Vælg en kunde' })
  clientId!: string;
}
