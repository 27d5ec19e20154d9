import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '../common/api-docs.js';
import { CurrentAdmin, type Principal } from '../common/current-admin.decorator.js';
import { fieldError } from '../common/validation.js';
import {
  FeedEventsAnswer,
  FeedOddsAnswer,
  FeedSportsAnswer,
  OddsFeedStatus,
} from './odds-feed.mapper.js';
import { OddsFeedService } from './odds-feed.service.js';

const SPORT_KEY = /^[a-z0-9_]{1,80}$/;
const EVENT_ID = /^[A-Za-z0-9_-]{1,80}$/;

function checked(value: string, pattern: RegExp, field: string): string {
  if (!pattern.test(value)) throw fieldError(field, 'Ukendt id fra The Odds API');
  return value;
}

@ApiTags('odds-feed')
@Controller('odds-feed')
export class OddsFeedController {
  constructor(private readonly oddsFeed: OddsFeedService) {}

  @Get()
  @ApiOperation({
    summary: "Whether 'Hent odds' is on (the server has ODDS_API_KEY), and when odds count as old",
  })
  @ApiAnswer(OddsFeedStatus)
  status(): OddsFeedStatus {
    return { available: this.oddsFeed.available, staleMinutes: this.oddsFeed.staleMinutes };
  }

  @Get('sports')
  @ApiOperation({ summary: 'The football leagues in season at The Odds API' })
  @ApiAnswer(FeedSportsAnswer)
  @ApiErrors(404, 502, 503, 504)
  sports(): Promise<FeedSportsAnswer> {
    return this.oddsFeed.sports();
  }

  @Get('sports/:sport/events')
  @ApiOperation({ summary: "A league's coming matches" })
  @ApiAnswer(FeedEventsAnswer)
  @ApiErrors(404, 502, 503, 504)
  events(@Param('sport') sport: string): Promise<FeedEventsAnswer> {
    return this.oddsFeed.events(checked(sport, SPORT_KEY, 'sport'));
  }

  @Get('sports/:sport/events/:eventId/odds')
  @ApiOperation({ summary: "A match's 1X2 odds for the sites of the admin's list" })
  @ApiAnswer(FeedOddsAnswer)
  @ApiErrors(404, 502, 503, 504)
  odds(
    @CurrentAdmin() principal: Principal,
    @Param('sport') sport: string,
    @Param('eventId') eventId: string,
  ): Promise<FeedOddsAnswer> {
    return this.oddsFeed.odds(
      principal.id,
      checked(sport, SPORT_KEY, 'sport'),
      checked(eventId, EVENT_ID, 'eventId'),
    );
  }
}
