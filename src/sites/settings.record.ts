import { ApiProperty } from '@nestjs/swagger';

export class PageTextRecord {
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
}

export class TextsRecord {
  @ApiProperty({ type: PageTextRecord }) welcome!: PageTextRecord;
  @ApiProperty({ type: PageTextRecord }) sitesPage!: PageTextRecord;
}

export class SiteRecord {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'kr' }) stake!: number;
}

/** The signed-in admin's texts and sites: one record, always `me`. */
export class SettingsRecord {
  @ApiProperty({ enum: ['me'] }) id!: 'me';
  @ApiProperty({ type: TextsRecord }) texts!: TextsRecord;
  @ApiProperty({ type: [SiteRecord] }) sites!: SiteRecord[];
}

/** What a visitor's pages show: texts and site names, nothing private. */
export class PublicAdminRecord {
  @ApiProperty() id!: string;
  @ApiProperty({ type: PageTextRecord }) welcome!: PageTextRecord;
  @ApiProperty({ type: PageTextRecord }) sitesPage!: PageTextRecord;
  @ApiProperty({ type: [String] }) sites!: string[];
}

export class PublicConfig {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'base of personal links; null means the page origin',
  })
  publicUrl!: string | null;
}
