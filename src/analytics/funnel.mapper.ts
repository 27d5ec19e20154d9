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

/** Cards made in the range; the funnel's `submitted` also counts repeat signups, which make no card. */
export class NewClientsRecord {
  @ApiProperty({ description: 'cards made in the range (of the `source` asked for, if any)' })
  total!: number;
  @ApiProperty({ type: [SourceNewClients], description: 'most first' })
  bySource!: SourceNewClients[];
  @ApiProperty({ type: [DayNewClients], description: 'every day of the range, oldest first' })
  byDay!: DayNewClients[];
}

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
