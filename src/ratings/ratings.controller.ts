import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiAnswer, ApiErrors, ApiList } from '../common/api-docs.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { ListPage, ListQueryDto, parseListQuery } from '../common/list/index.js';
import { Public } from '../common/public.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { CreateRatingDto } from './dto/create-rating.dto.js';
import { RatingRecord, RatingSummary, toRatingRecord } from './rating.mapper.js';
import { RATINGS_LIST } from './ratings.list.js';
import { RatingsService } from './ratings.service.js';

@ApiTags('ratings')
@Controller('ratings')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Public()
  @RateLimit('signup')
  @Post()
  @ApiOperation({ summary: 'A visitor rates their recruiter' })
  @ApiAnswer(RatingRecord, 201)
  @ApiErrors(404)
  async create(@Body() body: CreateRatingDto): Promise<RatingRecord> {
    return toRatingRecord(await this.ratings.create(body));
  }

  @Get()
  @ApiList(RatingRecord, RATINGS_LIST)
  async list(
    @CurrentAdmin() principal: Principal,
    @Query() query: ListQueryDto,
  ): Promise<ListPage<RatingRecord>> {
    const params = parseListQuery(query, RATINGS_LIST);
    return ListPage.of(params, await this.ratings.list(principal.id, params), toRatingRecord);
  }

  @Get('summary')
  @ApiOperation({ summary: 'Number of ratings and their average' })
  @ApiAnswer(RatingSummary)
  summary(@CurrentAdmin() principal: Principal): Promise<RatingSummary> {
    return this.ratings.summary(principal.id);
  }

  @Get(':id')
  @ApiAnswer(RatingRecord)
  async findOne(
    @CurrentAdmin() principal: Principal,
    @Param('id') id: string,
  ): Promise<RatingRecord> {
    return toRatingRecord(await this.ratings.findOne(principal.id, id));
  }
}
