import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import { BetPlanRecord, toBetPlanRecord } from './bet-plan.mapper.js';
import { BET_PLANS_LIST } from './bet-plans.list.js';
import { BetPlansService } from './bet-plans.service.js';
import { SiteProgressRecord } from '../workspace/index.js';
import { PlanLimits } from './pool/plan-limits.interceptor.js';
import {
  CreateBetPlanDto,
  CreateClientBetPlanDto,
  MarkPlacedDto,
} from './dto/create-bet-plan.dto.js';

@ApiTags('bet-plans')
@Controller('bet-plans')
export class BetPlansController {
  constructor(private readonly betPlans: BetPlansService) {}

  @Get()
  @ApiList(BetPlanRecord, BET_PLANS_LIST)
  @ApiErrors(404)
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<BetPlanRecord>> {
    const params = parseListQuery(query, BET_PLANS_LIST);
    return ListPage.of(params, await this.betPlans.list(principal.id, params), toBetPlanRecord);
  }

  @Get(':id')
  @ApiAnswer(BetPlanRecord)
  async findOne(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<BetPlanRecord> {
    return toBetPlanRecord(await this.betPlans.findOne(principal.id, id));
  }

  @Post(':id/placed')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "'Marker som placeret': the plan's cash sites become bet_placed (with the deposits sent), its bonus sites bonus_placed; one timeline line. Once: a second call changes nothing",
  })
  @ApiAnswer(
    [SiteProgressRecord],
    200,
    "The client's site progress afterwards (as GET /api/clients/{id}/sites)",
  )
  @ApiErrors(409)
  placed(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
    @Body() body: MarkPlacedDto,
  ): Promise<SiteProgressRecord[]> {
    return this.betPlans.markPlaced(principal.id, id, body);
  }

  @Post()
  @PlanLimits()
  @ApiAnswer(BetPlanRecord, 201)
  @ApiErrors(404)
  async create(
    @CurrentAdmin() principal: Principal,
    @Body() body: CreateClientBetPlanDto,
  ): Promise<BetPlanRecord> {
    const { clientId, ...input } = body;
    return toBetPlanRecord(await this.betPlans.create(principal.id, clientId, input));
  }
}

@ApiTags('bet-plans')
@Controller('clients/:clientId/bet-plans')
export class ClientBetPlansController {
  constructor(private readonly betPlans: BetPlansService) {}

  @Post()
  @PlanLimits()
  @ApiOperation({ summary: 'Plan a first bet for a customer' })
  @ApiAnswer(BetPlanRecord, 201)
  async create(
    @CurrentAdmin() principal: Principal,
    @Param('clientId') clientId: string,
    @Body() body: CreateBetPlanDto,
  ): Promise<BetPlanRecord> {
    return toBetPlanRecord(await this.betPlans.create(principal.id, clientId, body));
  }

  @Get()
  @ApiOperation({ summary: "A customer's latest plans" })
  @ApiAnswer([BetPlanRecord], 200, "The client's latest 100 plans, newest first")
  async list(
    @CurrentAdmin() principal: Principal,
    @Param('clientId') clientId: string,
  ): Promise<BetPlanRecord[]> {
    return (await this.betPlans.listForClient(principal.id, clientId)).map(toBetPlanRecord);
  }
}
