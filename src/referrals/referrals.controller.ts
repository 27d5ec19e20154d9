import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../common/list-query.js';
import { CreateReferralDto, UpdateReferralDto } from './dto/referral.dto.js';
import { type ReferralRecord, ReferralsService } from './referrals.service.js';

@ApiTags('referrals')
@Controller('referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get()
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReferralRecord[]> {
    const params = parseListQuery<{ id?: unknown; q?: unknown }>(query, {
      sortFields: ['createdAt', 'name', 'code'],
      defaultSort: ['createdAt', 'ASC'],
    });
    const [referrals, total] = await this.referrals.list(principal.id, params);
    setContentRange(res, 'referrals', params.offset, referrals.length, total);
    return referrals;
  }

  @Get(':id')
  findOne(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<ReferralRecord> {
    return this.referrals.findOne(principal.id, id);
  }

  @Post()
  create(@CurrentAdmin() principal: Principal, @Body() body: CreateReferralDto): Promise<ReferralRecord> {
    return this.referrals.create(principal.id, body);
  }

  @Put(':id')
  update(@CurrentAdmin() principal: Principal, @Param('id') id: string, @Body() body: UpdateReferralDto): Promise<ReferralRecord> {
    return this.referrals.update(principal.id, id, body);
  }

  @Delete(':id')
  remove(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<{ id: string }> {
    return this.referrals.remove(principal.id, id);
  }
}
