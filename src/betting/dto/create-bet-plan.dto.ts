import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MAX_SITES } from '../../admins/dto/update-settings.dto.js';

export class OddsRowDto {
  @ApiProperty({ example: 'Unibet' })
  @IsString()
  @MaxLength(60)
  site!: string;

  @ApiProperty({ example: '2,10', description: 'decimal odds for 1 (a comma decimal separator is accepted)' })
  @Allow()
  home!: unknown;

  @ApiProperty({ example: 3.4, description: 'decimal odds for X' })
  @Allow()
  draw!: unknown;

  @ApiProperty({ example: '3.60', description: 'decimal odds for 2' })
  @Allow()
  away!: unknown;
}

export class CreateBetPlanDto {
  @ApiProperty({ type: [OddsRowDto] })
  @IsArray({ message: 'odds skal være en liste' })
  @ArrayMinSize(1, { message: 'Skriv odds for mindst én side' })
  @ArrayMaxSize(MAX_SITES, { message: `Højst ${MAX_SITES} sider` })
  @ValidateNested({ each: true })
  @Type(() => OddsRowDto)
  odds!: OddsRowDto[];
}
