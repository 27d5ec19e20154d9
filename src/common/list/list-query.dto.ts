import { ApiHideProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The query string of a react-admin list (`ra-data-simple-rest`): each part a JSON value (documented by `ApiList`). */
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
