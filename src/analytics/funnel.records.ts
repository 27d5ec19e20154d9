import { ApiProperty } from '@nestjs/swagger';
import { FUNNEL_STEPS, type FunnelStep } from '../../rules/source.js';

export class StepCount {
  @ApiProperty({ enum: FUNNEL_STEPS }) step!: FunnelStep;
  @ApiProperty() count!: number;
}

export class SourceCounts {
  @ApiProperty({ type: String, nullable: true, description: 'null for untagged visits' })
  source!: string | null;
  @ApiProperty() welcome!: number;
  @ApiProperty() sites!: number;
  @ApiProperty() form!: number;
  @ApiProperty() submitted!: number;
}

export class DayCounts {
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty() welcome!: number;
  @ApiProperty() submitted!: number;
}

export class SourceNewClients {
  @ApiProperty({ type: String, nullable: true, description: 'null for untagged signups' })
  source!: string | null;
  @ApiProperty() count!: number;
}

export class DayNewClients {
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty() count!: number;
}

/**
 * Customers won: cards made in the range. The funnel's `submitted` counts every form sent, also a
 * repeat signup of someone who already is a customer (that makes no new card).
 */
export class NewClientsRecord {
  @ApiProperty({ description: 'cards made in the range (of the `source` asked for, if any)' })
  total!: number;
  @ApiProperty({ type: [SourceNewClients], description: 'most first' })
  bySource!: SourceNewClients[];
  @ApiProperty({ type: [DayNewClients], description: 'every day of the range, oldest first' })
  byDay!: DayNewClients[];
}

/** Visits per funnel step over a date range: the steps in order, per link tag, per day. */
export class FunnelRecord {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [StepCount] }) steps!: StepCount[];
  @ApiProperty({ type: [SourceCounts], description: 'most visits first' })
  bySource!: SourceCounts[];
  @ApiProperty({ type: [DayCounts], description: 'every day of the range, oldest first' })
  byDay!: DayCounts[];
  @ApiProperty({
    type: NewClientsRecord,
    description:
      "new customers (cards), not signups: a repeat signup is a step's visit but no new customer",
  })
  newClients!: NewClientsRecord;
}
