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

/** Visits per funnel step over a date range: the steps in order, per link tag, per day. */
export class FunnelRecord {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [StepCount] }) steps!: StepCount[];
  @ApiProperty({ type: [SourceCounts], description: 'most visits first' })
  bySource!: SourceCounts[];
  @ApiProperty({ type: [DayCounts], description: 'every day of the range, oldest first' })
  byDay!: DayCounts[];
}
