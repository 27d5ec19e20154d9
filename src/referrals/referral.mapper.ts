import { ApiProperty } from '@nestjs/swagger';
import type { Referral } from './referral.entity.js';

export class ReferralRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ pattern: '^\\d{4}$' }) code!: string;
  @ApiProperty({ description: 'customers who signed up with the code (counted, not stored)' })
  clientCount!: number;
}

export const toReferralRecord = (r: Referral): ReferralRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  code: r.code,
  clientCount: r.clientCount,
});
