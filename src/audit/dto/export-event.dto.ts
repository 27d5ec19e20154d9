import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** The panel's CSV export says so here: the rows it fetched look like any list page otherwise. */
export class ExportEventDto {
  @ApiProperty({ enum: ['clients'] })
  @IsIn(['clients'], { message: 'resource skal være clients' })
  resource!: 'clients';
}
