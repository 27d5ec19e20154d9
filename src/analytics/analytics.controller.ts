import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { FunnelQueryDto } from './dto/funnel-query.dto.js';
import { FunnelRecord } from './funnel.mapper.js';
import { FunnelService } from './funnel.service.js';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly funnel: FunnelService) {}

  @Get('funnel')
  @ApiOperation({ summary: "Visits per funnel step, per link tag and per day (the admin's own)" })
  @ApiAnswer(FunnelRecord)
  funnelCounts(
    @CurrentAdmin() principal: Principal,
    @Query() query: FunnelQueryDto,
  ): Promise<FunnelRecord> {
    return this.funnel.funnel(principal.id, query);
  }
}
