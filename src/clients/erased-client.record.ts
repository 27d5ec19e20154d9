import { ApiProperty } from '@nestjs/swagger';

export class ErasedClientRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
