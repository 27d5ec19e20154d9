import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { LIVE_EVENT_TYPES, parseCursor } from './live-event.js';
import { LiveEventRecord } from './live-event.mapper.js';
import { LiveStreams } from './live-streams.js';

export const LIVE_PATH = '/api/live';

@ApiTags('live')
@ApiExtraModels(LiveEventRecord)
@Controller('live')
export class LiveController {
  constructor(private readonly streams: LiveStreams) {}

  @Get()
  @ApiOperation({
    summary: "Server-Sent Events of the signed-in admin's own changes (ids and types only)",
    description:
      `Events: ${LIVE_EVENT_TYPES.join(', ')}, each \`data: {"id": …}\` (together: LiveEventRecord); ` +
      '`: ping` comments keep it open; `event: resync` means refetch everything. A reconnect sends ' +
      '`Last-Event-ID` (or `lastEventId`) to get what it missed. The stream ends when the session ends.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'the last `id` received' })
  @ApiQuery({
    name: 'lastEventId',
    required: false,
    type: String,
    description: 'the same, for clients that cannot set headers',
  })
  @ApiResponse({
    status: 200,
    description: 'The event stream (never ends by itself)',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors(429, 503)
  async stream(
    @CurrentAdmin() principal: Principal,
    @Res() res: Response,
    @Headers('last-event-id') header?: string,
    @Query('lastEventId') query?: string,
  ): Promise<void> {
    await this.streams.open(principal, res, parseCursor(header ?? query));
  }
}
