import { ApiProperty } from '@nestjs/swagger';
import { CLIENT_STATUSES } from '../clients/client.entity.js';

export class MonthProfit {
  @ApiProperty({ pattern: '^\\d{4}-\\d{2}$', example: '2026-11' }) month!: string;
  @ApiProperty({ type: 'integer' }) profit!: number;
}

export class SummaryRecord {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(CLIENT_STATUSES.map((s) => [s, { type: 'integer' }])),
    required: [...CLIENT_STATUSES],
    // An array `required` is the object's own list: the property itself is marked separately.
    selfRequired: true,
    description: 'active (not archived) clients per status now',
  })
  clientsByStatus!: Record<string, number>;
  @ApiProperty({ type: 'integer', description: 'signups in the period' }) newClients!: number;
  @ApiProperty({ type: 'integer', description: 'kr deposited in the period (net of corrections)' })
  deposited!: number;
  @ApiProperty({ type: 'integer', description: 'kr withdrawn in the period (net of corrections)' })
  withdrawn!: number;
  @ApiProperty({ type: 'integer', description: 'withdrawn − deposited' }) profit!: number;
  @ApiProperty({ type: [MonthProfit], description: 'every month of the period, oldest first' })
  profitByMonth!: MonthProfit[];
  @ApiProperty({
    type: 'integer',
    description:
      'kr of fees earned by what happened in the period (status and progress changes), under each agreement',
  })
  feesEarned!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'now: Σ of positive balances' })
  owedByCustomers!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'now: Σ of negative balances, as kr' })
  owedToCustomers!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'now: Σ of what referrers are owed' })
  owedToReferrers!: number;
}
