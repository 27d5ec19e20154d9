import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { FunnelEventDto } from './dto/funnel-event.dto.js';
import { FunnelService } from './funnel.service.js';

/** Where `navigator.sendBeacon` posts; kept out of the access log (see logging.ts). */
export const FUNNEL_EVENTS_PATH = '/api/public/events';

@ApiTags('public')
@Public()
@RateLimit('public')
@Controller('public/events')
export class PublicEventsController {
  constructor(private readonly funnel: FunnelService) {}

  @Post()
  @HttpCode(204)
  @ApiOperation({
    summary:
      'A funnel step a visitor reached (anonymous: only a count per admin, day, step and tag)',
    description:
      'Sent with `navigator.sendBeacon`, so a `text/plain` body holding the JSON is accepted too.',
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiErrors(404)
  async record(@Body() body: FunnelEventDto): Promise<void> {
    await this.funnel.record(body);
  }
}
