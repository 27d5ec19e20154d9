import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../../common/validation.js';

export class CreateTaskLinkDto {
  @ApiPropertyOptional({ description: "also mail the link to the customer ('Dine opgaver')" })
  @Optional()
  @IsBoolean({ message: 'email skal være true eller false' })
  email?: boolean;
}

export class TaskTokenDto {
  @ApiProperty({ description: 'the token of the link /k/{token}' })
  @IsString({ message: 'Linket mangler' })
  @MaxLength(200, { message: 'Linket mangler' })
  token!: string;
}

export class TickTaskDto {
  @ApiPropertyOptional({ description: 'kr deposited or withdrawn (whole kr)' })
  @Optional()
  @IsInt({ message: 'Skriv beløbet i hele kr' })
  @Min(0, { message: 'Beløbet kan ikke være negativt' })
  @Max(1_000_000, { message: 'Beløbet må højst være 1.000.000 kr' })
  amount?: number;
}
