import { Injectable } from '@nestjs/common';
import { SettingsService } from '../sites/settings.service.js';
import { type FeedEventOdds, feedRows } from './feed-rows.js';
import type { FeedEventsAnswer, FeedOddsAnswer, FeedSportsAnswer } from './odds-feed.mapper.js';
import { TheOddsApi } from './the-odds-api.js';

interface Sport {
  key: string;
  title: string;
  group: string;
  active: boolean;
}

type Event = Omit<FeedEventOdds, 'bookmakers'>;

const toEvent = (event: Event) => ({
  id: event.id,
  home: event.home_team,
  away: event.away_team,
  kickoffAt: event.commence_time,
});

@Injectable()
export class OddsFeedService {
  constructor(
    private readonly feed: TheOddsApi,
    private readonly settings: SettingsService,
  ) {}

  get available(): boolean {
    return this.feed.available;
  }

  get staleMinutes(): number {
    return this.feed.staleMinutes;
  }

  /** Football only: a plan backs 1, X and 2, and only football markets have the draw. */
  async sports(): Promise<FeedSportsAnswer> {
    const { body, remaining } = await this.feed.get<Sport[]>('/sports');
    const sports = body
      .filter((sport) => sport.active && sport.key.startsWith('soccer_'))
      .map(({ key, title, group }) => ({ key, title, group }));
    return { sports, remaining };
  }

  async events(sport: string): Promise<FeedEventsAnswer> {
    const { body, remaining } = await this.feed.get<Event[]>(
      `/sports/${encodeURIComponent(sport)}/events`,
    );
    return { events: body.map(toEvent), remaining };
  }

  async odds(adminId: string, sport: string, eventId: string): Promise<FeedOddsAnswer> {
    const { body, remaining } = await this.feed.get<FeedEventOdds>(
      `/sports/${encodeURIComponent(sport)}/events/${encodeURIComponent(eventId)}/odds`,
      { regions: 'eu', markets: 'h2h', oddsFormat: 'decimal' },
    );
    const { rows, unmatched } = feedRows(body, await this.settings.sites(adminId));
    return { event: toEvent(body), rows, unmatched, remaining };
  }
}
