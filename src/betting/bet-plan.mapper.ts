import { ApiProperty } from '@nestjs/swagger';
import type { BetPlan } from './bet-plan.entity.js';

class ReturnsRecord {
  @ApiProperty() home!: number;
  @ApiProperty() draw!: number;
  @ApiProperty() away!: number;
}

class PlanLineRecord {
  @ApiProperty() site!: string;
  @ApiProperty({ description: 'kr' }) stake!: number;
  @ApiProperty({ enum: ['1', 'X', '2'] }) outcome!: '1' | 'X' | '2';
  @ApiProperty({ type: ReturnsRecord, description: 'round(odds × stake) per outcome' })
  payouts!: ReturnsRecord;
}

export class BetPlanRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [PlanLineRecord] }) plan!: PlanLineRecord[];
  @ApiProperty({ type: ReturnsRecord }) returns!: ReturnsRecord;
  @ApiProperty({ description: 'the guaranteed return, kr' }) minReturn!: number;
  @ApiProperty() totalStake!: number;
  @ApiProperty({ description: 'false only when the time limit stopped the proof' })
  optimal!: boolean;
  @ApiProperty({ description: 'no plan can guarantee more than this' }) upperBound!: number;
}

export const toBetPlanRecord = (betPlan: BetPlan): BetPlanRecord => ({
  id: betPlan.id,
  clientId: betPlan.client.id,
  createdAt: betPlan.createdAt.toISOString(),
  ...betPlan.plan,
});
