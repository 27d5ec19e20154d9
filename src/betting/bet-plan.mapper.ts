import { ApiProperty } from '@nestjs/swagger';
import type { BetPlan } from './bet-plan.entity.js';
import type { PlanLine, PlanSummary } from './bet-plan.types.js';
import { BET_KINDS, type BetKind } from './planner/index.js';

class ReturnsRecord {
  @ApiProperty() home!: number;
  @ApiProperty() draw!: number;
  @ApiProperty() away!: number;
}

class PlanOddsRecord {
  @ApiProperty() site!: string;
  @ApiProperty({ description: 'decimal odds for 1' }) home!: number;
  @ApiProperty({ description: 'decimal odds for X' }) draw!: number;
  @ApiProperty({ description: 'decimal odds for 2' }) away!: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "when this row's odds were entered; null on plans from before it was kept",
  })
  enteredAt!: string | null;
}

class PlanLineRecord {
  @ApiProperty() site!: string;
  @ApiProperty({ enum: BET_KINDS }) kind!: BetKind;
  @ApiProperty({ description: 'kr, with øre where there are any' }) stake!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'the minimum odds that applied (row or offer, the higher); null for none',
  })
  minOdds!: number | null;
  @ApiProperty({ enum: ['1', 'X', '2'] }) outcome!: '1' | 'X' | '2';
  @ApiProperty({
    type: ReturnsRecord,
    description:
      'per outcome, kr: odds × stake (free_bet: (odds − 1) × stake) rounded down to whole øre',
  })
  payouts!: ReturnsRecord;
}

export class BetPlanRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the match' }) event!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) kickoffAt!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "when 'Marker som placeret' was pressed",
  })
  placedAt!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "when the plan's odds were entered (the oldest row's); null on older plans",
  })
  oddsEnteredAt!: string | null;
  @ApiProperty({ type: [PlanOddsRecord], description: 'the odds the plan was made from' })
  odds!: PlanOddsRecord[];
  @ApiProperty({ type: [PlanLineRecord] }) plan!: PlanLineRecord[];
  @ApiProperty({ type: ReturnsRecord }) returns!: ReturnsRecord;
  @ApiProperty({ description: 'the guaranteed return, kr' }) minReturn!: number;
  @ApiProperty({ description: 'every row’s stake, kr' }) totalStake!: number;
  @ApiProperty({ description: "the cash rows' stakes: what the customer lays out, kr" })
  cashOutlay!: number;
  @ApiProperty({ description: 'minReturn − cashOutlay, kr' }) guaranteedResult!: number;
  @ApiProperty({
    description: "guaranteedResult + the offers' bonuses of the cash rows is below 0",
  })
  lossBeyondBonuses!: boolean;
  @ApiProperty({ description: 'false only when the time limit stopped the proof' })
  optimal!: boolean;
  @ApiProperty({ description: 'no plan can guarantee more than this' }) upperBound!: number;
}

/** Plans stored before bonus-aware plans lack the kinds and the cash figures: all cash. */
type StoredPlan = Omit<
  PlanSummary,
  'plan' | 'cashOutlay' | 'guaranteedResult' | 'lossBeyondBonuses'
> &
  Partial<Pick<PlanSummary, 'cashOutlay' | 'guaranteedResult' | 'lossBeyondBonuses'>> & {
    plan: (Omit<PlanLine, 'kind' | 'minOdds'> & Partial<Pick<PlanLine, 'kind' | 'minOdds'>>)[];
  };

function withDefaults(stored: StoredPlan): PlanSummary {
  const cashOutlay = stored.cashOutlay ?? stored.totalStake;
  return {
    ...stored,
    plan: stored.plan.map((line) => ({
      ...line,
      kind: line.kind ?? 'cash',
      minOdds: line.minOdds ?? null,
    })),
    cashOutlay,
    guaranteedResult: stored.guaranteedResult ?? stored.minReturn - cashOutlay,
    lossBeyondBonuses: stored.lossBeyondBonuses ?? false,
  };
}

export const toBetPlanRecord = (betPlan: BetPlan): BetPlanRecord => ({
  id: betPlan.id,
  clientId: betPlan.client.id,
  createdAt: betPlan.createdAt.toISOString(),
  event: betPlan.event ?? null,
  kickoffAt: betPlan.kickoffAt?.toISOString() ?? null,
  placedAt: betPlan.placedAt?.toISOString() ?? null,
  oddsEnteredAt: betPlan.oddsEnteredAt?.toISOString() ?? null,
  odds: betPlan.odds.map(({ site, home, draw, away, enteredAt }) => ({
    site,
    home,
    draw,
    away,
    enteredAt: enteredAt ?? null,
  })),
  ...withDefaults(betPlan.plan),
});
