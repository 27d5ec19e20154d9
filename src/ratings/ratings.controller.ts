import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../common/list-query.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { CreateRatingDto } from './dto/create-rating.dto.js';
import { type RatingRecord, RatingsService } from './ratings.service.js';

@ApiTags('ratings')
@Controller('ratings')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  /** A visitor rates their recruiter from the rateMe page. */
  @Public()
  @RateLimit('signup')
  @Post()
  create(@Body() body: CreateRatingDto): Promise<RatingRecord> {
    return this.ratings.create(body);
  }

  @Get()
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RatingRecord[]> {
    const params = parseListQuery<{ id?: unknown }>(query, { sortFields: ['createdAt', 'stars'], defaultSort: ['createdAt', 'DESC'] });
    const [ratings, total] = await this.ratings.list(principal.id, params);
    setContentRange(res, 'ratings', params.offset, ratings.length, total);
    return ratings;
  }

  @Get('summary')
  summary(@CurrentAdmin() principal: Principal): Promise<{ count: number; average: number | null }> {
    return this.ratings.summary(principal.id);
  }

  @Get(':id')
  findOne(@CurrentAdmin() principal: Principal, @Param('id') id: string): Promise<RatingRecord> {
    return this.ratings.findOne(principal.id, id);
  }
}
