import { ApiProperty } from '@nestjs/swagger';

export class ResetLinkRecord {
  @ApiProperty({ description: 'the one-time link to hand to the admin' }) url!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}
