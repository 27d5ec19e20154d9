import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import { CreateReferralDto, UpdateReferralDto } from './dto/referral.dto.js';
import { ReferralRecord, toReferralRecord } from './referral.mapper.js';
import { REFERRALS_LIST } from './referrals.list.js';
import { ReferralsService } from './referrals.service.js';

@ApiTags('referrals')
@Controller('referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get()
  @ApiList(ReferralRecord, REFERRALS_LIST)
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<ReferralRecord>> {
    const params = parseListQuery(query, REFERRALS_LIST);
    return ListPage.of(params, await this.referrals.list(principal.id, params), toReferralRecord);
  }

  @Get(':id')
  @ApiAnswer(ReferralRecord)
  async findOne(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ReferralRecord> {
    return toReferralRecord(await this.referrals.findOne(principal.id, id));
  }

  @Post()
  @ApiAnswer(ReferralRecord, 201)
  @ApiErrors(409)
  async create(
    @CurrentAdmin() principal: Principal,
    @Body() body: CreateReferralDto,
  ): Promise<ReferralRecord> {
    return toReferralRecord(await this.referrals.create(principal.id, body));
  }

  @Put(':id')
  @ApiAnswer(ReferralRecord)
  @ApiErrors(409)
  async update(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
    @Body() body: UpdateReferralDto,
  ): Promise<ReferralRecord> {
    return toReferralRecord(await this.referrals.update(principal.id, id, body));
  }

  @Delete(':id')
  @ApiAnswer(ReferralRecord, 200, 'The deleted referral')
  async remove(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<ReferralRecord> {
    return toReferralRecord(await this.referrals.remove(principal.id, id));
  }
}
