import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { type BetPlanRecord, BetPlansService } from './bet-plans.service.js';
import { CreateBetPlanDto } from './dto/create-bet-plan.dto.js';

@ApiTags('bet-plans')
@Controller('clients/:clientId/bet-plans')
export class BetPlansController {
  constructor(private readonly betPlans: BetPlansService) {}

  @Post()
  create(
    @CurrentAdmin() principal: Principal,
    @Param('clientId') clientId: string,
    @Body() body: CreateBetPlanDto,
  ): Promise<BetPlanRecord> {
    return this.betPlans.create(principal.id, clientId, body);
  }

  @Get()
  list(@CurrentAdmin() principal: Principal, @Param('clientId') clientId: string): Promise<BetPlanRecord[]> {
    return this.betPlans.list(principal.id, clientId);
  }
}
