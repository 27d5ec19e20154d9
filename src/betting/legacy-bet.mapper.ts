import { ApiProperty } from '@nestjs/swagger';
import type { Outcome } from './planner/index.js';

class LegacyBetResult {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: ['1', 'X', '2'] },
    description: 'per site, in the order sent',
  })
  best_combination!: Outcome[];

  @ApiProperty({ description: 'the guaranteed return' })
  max_return!: number;
}

/** The old app's answer to `GET /api/bet`, kept as it was. */
export class LegacyBetAnswer {
  @ApiProperty({ type: LegacyBetResult }) message!: LegacyBetResult;
}
