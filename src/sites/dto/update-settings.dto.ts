import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
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
import { NestedObject, Optional } from '../../common/validation.js';
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
}

@IgnoresReadOnly('emailAvailable', 'webhookSecretSet', 'newWebhookSecret')
export class NotificationSettingsDto {
  @ApiPropertyOptional()
  @Optional()
  @IsBoolean({ message: 'email skal være true eller false' })
  email?: boolean;

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
