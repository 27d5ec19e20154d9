import { ApiProperty } from '@nestjs/swagger';
import type { BureauPolicy } from './bureau-policy.entity.js';

export class PolicyRecord {
  @ApiProperty() requireTwoFactor!: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const toPolicyRecord = (policy: BureauPolicy): PolicyRecord => ({
  requireTwoFactor: policy.requireTwoFactor,
  updatedAt: policy.updatedAt.toISOString(),
});
