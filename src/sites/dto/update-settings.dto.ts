import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_SITES } from '../../../rules/sites.js';
import { MAX_OFFER_NOTES, OFFER_KINDS, type OfferKind } from '../../../rules/offers.js';
import { IsAmount, NestedObject, Optional } from '../../common/validation.js';
import { FeeAgreementDto } from '../../common/fee-agreement.js';
import { IgnoresReadOnly } from '../../common/whole-record.js';
import { MAX_AMOUNT, SETTLEMENT_MESSAGES as M } from '../../../rules/settlement.js';

export class PageTextDto {
  @ApiProperty()
  @IsString({ message: 'Skriv en titel' })
  @Length(1, 200, { message: 'Titlen skal være 1 til 200 tegn' })
  title!: string;

  @ApiProperty()
  @IsString({ message: 'Skriv en tekst' })
  @MaxLength(5000, { message: 'Teksten må højst være 5000 tegn' })
  text!: string;
}

export class TextsDto {
  @ApiPropertyOptional({ type: PageTextDto })
  @Optional()
  @NestedObject(() => PageTextDto)
  welcome?: PageTextDto;

  @ApiPropertyOptional({ type: PageTextDto })
  @Optional()
  @NestedObject(() => PageTextDto)
  sitesPage?: PageTextDto;
}

/** Types here; the Danish bonus rules (rules/offers.ts) in the settings service. */
export class OfferDto {
  @ApiProperty({ enum: OFFER_KINDS })
  @IsIn(OFFER_KINDS, { message: 'Vælg freebet, freebet med indsats retur eller indbetalingsbonus' })
  kind!: OfferKind;

  @ApiProperty({ example: 1000, description: 'kr, 1-1 000' })
  @IsInt({ message: 'Bonussen skal være et helt antal kr' })
  @Min(1, { message: 'Bonussen skal være mindst 1 kr' })
  bonus!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'kr' })
  @IsOptional()
  @IsInt({ message: 'Indbetalingskravet skal være et helt antal kr' })
  @Min(0, { message: 'Indbetalingskravet kan ikke være negativt' })
  minDeposit?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1.5,
    description: "the qualifying bet's minimum odds",
  })
  @IsOptional()
  @IsAmount(2, { message: 'Minimumsodds skal være et tal med højst to decimaler' })
  @Max(1000, { message: 'Minimumsodds må højst være 1000' })
  qualifyingMinOdds?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1.8,
    description: "the free bet's or the wagering bets' minimum odds",
  })
  @IsOptional()
  @IsAmount(2, { message: 'Minimumsodds skal være et tal med højst to decimaler' })
  @Max(1000, { message: 'Minimumsodds må højst være 1000' })
  bonusMinOdds?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'times deposit + bonus (deposit_bonus only)',
  })
  @IsOptional()
  @IsAmount(2, { message: 'Omsætningskravet skal være et tal' })
  @Min(0, { message: 'Omsætningskravet kan ikke være negativt' })
  wagering?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'days to meet the conditions' })
  @IsOptional()
  @IsInt({ message: 'Dage skal være et helt tal' })
  @Min(1, { message: 'Dage skal være mindst 1' })
  @Max(3650, { message: 'Dage må højst være 3650' })
  days?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Bonuskoden skal være tekst' })
  @MaxLength(40, { message: 'Bonuskoden må højst være 40 tegn' })
  promoCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Noten skal være tekst' })
  @MaxLength(MAX_OFFER_NOTES, { message: `Noten må højst være ${MAX_OFFER_NOTES} tegn` })
  notes?: string | null;
}

export class SiteDto {
  @ApiProperty({ example: 'Unibet' })
  @IsString({ message: 'Skriv sidens navn' })
  @Length(1, 60, { message: 'Navnet skal være 1 til 60 tegn' })
  name!: string;

  @ApiPropertyOptional({ example: 2000, description: 'kr; the stake table default when left out' })
  @Optional()
  @IsInt({ message: 'Indsatsen skal være et helt antal kr' })
  @Min(1, { message: 'Indsatsen skal være mindst 1 kr' })
  @Max(1_000_000, { message: 'Indsatsen må højst være 1.000.000 kr' })
  stake?: number;

  @ApiPropertyOptional({
    type: OfferDto,
    nullable: true,
    description: 'the welcome offer; null when none',
  })
  @IsOptional()
  @NestedObject(() => OfferDto)
  offer?: OfferDto | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Unibet',
    description:
      "'Samme odds som': another site of this list whose odds this one takes (no ring); null or left out for its own",
  })
  @IsOptional()
  @MaxLength(60, { message: 'Navnet må højst være 60 tegn' })
  @IsString({ message: 'Skriv navnet på en side fra listen' })
  oddsFrom?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'unibet_eu',
    description:
      "The Odds API's bookmaker key (lower case, digits, _), one site each; null or left out matches by name",
  })
  @IsOptional()
  @MaxLength(60, { message: 'Nøglen må højst være 60 tegn' })
  @IsString({ message: 'Skriv nøglen som tekst' })
  feedKey?: string | null;
}

@IgnoresReadOnly('emailAvailable', 'webhookSecretSet', 'newWebhookSecret', 'followUpHour')
export class NotificationSettingsDto {
  @ApiPropertyOptional()
  @Optional()
  @IsBoolean({ message: 'email skal være true eller false' })
  email?: boolean;

  @ApiPropertyOptional({ description: "the morning email with the day's follow-ups" })
  @Optional()
  @IsBoolean({ message: 'followUpEmail skal være true eller false' })
  followUpEmail?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/arbi' })
  @IsOptional()
  @IsString({ message: 'Skriv en gyldig adresse (https://…)' })
  @MaxLength(2000, { message: 'Adressen må højst være 2000 tegn' })
  webhookUrl?: string | null;
}

/** Only the parts sent change: saving one text tab never touches the other, nor the sites. */
@IgnoresReadOnly()
export class UpdateSettingsDto {
  @ApiPropertyOptional({ type: TextsDto })
  @Optional()
  @NestedObject(() => TextsDto)
  texts?: TextsDto;

  @ApiPropertyOptional({ type: [SiteDto] })
  @Optional()
  @IsArray({ message: 'sites skal være en liste' })
  @ArrayMinSize(1, { message: 'Der skal være mindst én side' })
  @ArrayMaxSize(MAX_SITES, { message: `Der må højst være ${MAX_SITES} sider` })
  @NestedObject(() => SiteDto, { each: true })
  sites?: SiteDto[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Mads' })
  @IsOptional()
  @IsString({ message: 'Skriv dit navn' })
  @MaxLength(80, { message: 'Navnet må højst være 80 tegn' })
  displayName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+45 12 34 56 78' })
  @IsOptional()
  @IsString({ message: 'Skriv et telefonnummer' })
  @Matches(/^\s*(\+?[\d ]{8,20})?\s*$/, { message: 'Skriv et gyldigt telefonnummer' })
  phone?: string | null;

  @ApiPropertyOptional({ type: NotificationSettingsDto })
  @Optional()
  @NestedObject(() => NotificationSettingsDto)
  notifications?: NotificationSettingsDto;

  @ApiPropertyOptional({ type: FeeAgreementDto })
  @Optional()
  @NestedObject(() => FeeAgreementDto)
  defaultFee?: FeeAgreementDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 0 })
  @Optional()
  @IsInt({ message: M.rewardInvalid })
  @Min(0, { message: M.rewardInvalid })
  @Max(MAX_AMOUNT, { message: M.amountTooLarge })
  referralReward?: number;
}
