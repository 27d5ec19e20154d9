import { ApiProperty } from '@nestjs/swagger';

/** What is left to say about an erased customer: which id it was. */
export class ErasedClientRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
