import { ApiHideProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ListQueryDto {
  @ApiHideProperty()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiHideProperty()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiHideProperty()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  filter?: string;
}
