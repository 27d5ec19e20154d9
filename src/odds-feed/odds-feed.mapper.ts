import { ApiProperty } from '@nestjs/swagger';

export class OddsFeedStatus {
  @ApiProperty({ description: "false when the server has no ODDS_API_KEY: 'Hent odds' is off" })
  available!: boolean;
  @ApiProperty({
    type: 'integer',
    example: 10,
    description:
      'ODDS_STALE_MINUTES: the make-bet page warns when odds are older than this before planning or marking placed',
  })
  staleMinutes!: number;
}

class FeedSport {
  @ApiProperty({ example: 'soccer_denmark_superliga' }) key!: string;
  @ApiProperty({ example: 'Denmark Superliga' }) title!: string;
  @ApiProperty({ example: 'Soccer' }) group!: string;
}

class FeedEvent {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Brøndby IF' }) home!: string;
  @ApiProperty({ example: 'FC København' }) away!: string;
  @ApiProperty({ format: 'date-time' }) kickoffAt!: string;
}

class FeedOddsRow {
  @ApiProperty({ description: "a site of the admin's list" }) site!: string;
  @ApiProperty({ description: "the feed's bookmaker whose odds these are" }) bookmaker!: string;
  @ApiProperty({ description: 'odds on 1, two decimals at most' }) home!: number;
  @ApiProperty({ description: 'odds on X' }) draw!: number;
  @ApiProperty({ description: 'odds on 2' }) away!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) updatedAt!: string | null;
}

class Remaining {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'requests left at The Odds API this month (its x-requests-remaining)',
  })
  remaining!: number | null;
}

export class FeedSportsAnswer extends Remaining {
  @ApiProperty({ type: [FeedSport] }) sports!: FeedSport[];
}

export class FeedEventsAnswer extends Remaining {
  @ApiProperty({ type: [FeedEvent] }) events!: FeedEvent[];
}

export class FeedOddsAnswer extends Remaining {
  @ApiProperty({ type: FeedEvent }) event!: FeedEvent;
  @ApiProperty({
    type: [FeedOddsRow],
    description: "the admin's sites the feed prices, in its order",
  })
  rows!: FeedOddsRow[];
  @ApiProperty({ type: [String], description: 'bookmakers no site of the list is matched to' })
  unmatched!: string[];
}
