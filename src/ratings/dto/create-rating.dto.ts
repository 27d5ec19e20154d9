import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class CreateRatingDto {
  @ApiProperty({ example: 'k2Jd8sQ0aZ' })
  @IsString()
  @MaxLength(64)
  admin!: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: 'Vælg mellem 1 og 5 stjerner' })
  @Min(1, { message: 'Vælg mellem 1 og 5 stjerner' })
  @Max(5, { message: 'Vælg mellem 1 og 5 stjerner' })
  stars!: number;

  @ApiPropertyOptional({ example: 'Hurtig og venlig hjælp' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Kommentaren må højst være 1000 tegn' })
  comment?: string;
}
