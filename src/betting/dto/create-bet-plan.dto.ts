import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_SITES } from '../../../rules/sites.js';
import { IsAmount, NestedObject } from '../../common/validation.js';
import { BET_KINDS, type BetKind } from '../planner/index.js';

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

  @ApiPropertyOptional({
    enum: BET_KINDS,
    default: 'cash',
    description:
      'cash (the qualifying bet), free_bet (stake not returned), free_bet_sr (stake returned), bonus_money (deposit + bonus being wagered)',
  })
  @IsOptional()
  @IsIn(BET_KINDS, { message: 'Vælg kontant, freebet, freebet med indsats retur eller bonuspenge' })
  kind?: BetKind;

  @ApiPropertyOptional({
    example: 750,
    description:
      "kr with at most two decimals; defaults: cash the site's stake, free bets the offer's bonus, bonus_money the deposit + the offer's bonus",
  })
  @IsOptional()
  @IsAmount(2, { message: 'Indsatsen skal være et beløb i kr med højst to decimaler' })
  @Min(0.01, { message: 'Indsatsen skal være over 0 kr' })
  @Max(1_000_000, { message: 'Indsatsen må højst være 1.000.000 kr' })
  stake?: number;

  @ApiPropertyOptional({
    oneOf: ODDS_TYPES,
    example: '1,80',
    description:
      "the row's own minimum odds; the site offer's minimum applies too (the higher wins)",
  })
  @Allow()
  minOdds?: number | string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "when this row's odds were typed, pasted or fetched (the page's clock); the plan's time when left out",
  })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Skriv tidspunktet som dato og tid' })
  enteredAt?: string | null;
}

export class CreateBetPlanDto {
  @ApiProperty({ type: [OddsRowDto] })
  @IsArray({ message: 'odds skal være en liste' })
  @ArrayMinSize(1, { message: 'Skriv odds for mindst én side' })
  @ArrayMaxSize(MAX_SITES, { message: `Højst ${MAX_SITES} sider` })
  @NestedObject(() => OddsRowDto, { each: true })
  odds!: OddsRowDto[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FC København - Brøndby IF' })
  @IsOptional()
  @IsString({ message: 'Kampen skal være tekst' })
  @MaxLength(120, { message: 'Kampen må højst være 120 tegn' })
  event?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Skriv kampstart som dato og tid' })
  kickoffAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "when the plan's odds were entered; left out: the oldest row's enteredAt, else now (§22)",
  })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Skriv tidspunktet som dato og tid' })
  oddsEnteredAt?: string | null;
}

export class CreateClientBetPlanDto extends CreateBetPlanDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Vælg en kunde' })
  clientId!: string;
}

export class PlacedDepositDto {
  @ApiProperty({ example: 'Unibet', description: 'a cash row of the plan' })
  @IsString({ message: 'Skriv sidens navn' })
  @MaxLength(60, { message: 'Navnet må højst være 60 tegn' })
  site!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 2000,
    description: 'kr deposited on the site in all, after this bet (the page proposes the stake)',
  })
  @IsInt({ message: 'Indskud skal være et helt antal kr' })
  @Min(0, { message: 'Indskud kan ikke være negativt' })
  @Max(100_000_000, { message: 'Indskud må højst være 100.000.000 kr' })
  deposit!: number;
}

export class MarkPlacedDto {
  @ApiPropertyOptional({
    type: [PlacedDepositDto],
    description: "the cash rows' deposits; rows left out keep theirs",
  })
  @IsOptional()
  @NestedObject(() => PlacedDepositDto, { each: true })
  @ArrayMaxSize(MAX_SITES, { message: `Højst ${MAX_SITES} sider` })
  @IsArray({ message: 'deposits skal være en liste' })
  deposits?: PlacedDepositDto[];
}
