import { ApiProperty } from '@nestjs/swagger';
import { LIVE_EVENT_TYPES, type LiveEventType } from './live-event.js';

/** One event of the stream: `type` is its SSE `event:` name, `id` the record's, in its `data`. */
export class LiveEventRecord {
  @ApiProperty({ enum: LIVE_EVENT_TYPES, enumName: 'LiveEventType', example: 'client.changed' })
  type!: LiveEventType;
  @ApiProperty({
    description: "the record's id (a client's for task.done, a delivery's for delivery.failed)",
  })
  id!: string;
}
