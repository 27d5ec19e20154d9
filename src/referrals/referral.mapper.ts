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
  @ApiProperty({
    type: 'integer',
    description: 'kr per referred customer who reaches done (default: settings referralReward)',
  })
  reward!: number;
  @ApiProperty({ type: 'integer', description: 'reward × referred customers that are done' })
  rewardEarned!: number;
  @ApiProperty({ type: 'integer', description: 'kr paid to the referrer' })
  rewardPaid!: number;
  @ApiProperty({ type: 'integer', description: 'earned − paid (negative when paid ahead)' })
  rewardOwed!: number;
}

export const toReferralRecord = (r: Referral): ReferralRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  code: r.code,
  clientCount: r.clientCount,
  reward: r.reward,
  rewardEarned: r.rewardEarned,
  rewardPaid: r.rewardPaid,
  rewardOwed: r.rewardOwed,
});
