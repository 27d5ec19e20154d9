import { siteKey } from '../../rules/sites.js';

export interface FeedEventOdds {
  id: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: {
    key: string;
    title: string;
    last_update?: string;
    markets: { key: string; outcomes: { name: string; price: number }[] }[];
  }[];
}

export interface FeedSite {
  name: string;
  feedKey?: string | null;
}

export interface FeedRow {
  site: string;
  bookmaker: string;
  home: number;
  draw: number;
  away: number;
  updatedAt: string | null;
}

/** Odds cut down to two decimals: a plan takes no more, and must never count on more than is paid. */
const twoDecimals = (price: number): number =>
  Math.floor(Math.round(price * 1_000_000) / 10_000) / 100;

/** A bookmaker key names its region ('unibet_eu'); the site list names the brand. */
const brandOf = (key: string): string => key.replace(/_(eu|uk|us|us2|au|se|dk|fr|it|de|nl)$/, '');

/** The `feedKey` names the bookmaker, else names match as stakes do; unmatched bookmakers are listed for mapping. */
export function feedRows(
  event: FeedEventOdds,
  sites: readonly FeedSite[],
): { rows: FeedRow[]; unmatched: string[] } {
  const byFeedKey = new Map(sites.filter((s) => s.feedKey).map((s) => [s.feedKey, s.name]));
  const byName = new Map(sites.map((s) => [siteKey(s.name), s.name]));
  const rows: FeedRow[] = [];
  const unmatched: string[] = [];
  const taken = new Set<string>();
  for (const bookmaker of event.bookmakers) {
    const site =
      byFeedKey.get(bookmaker.key) ??
      byName.get(siteKey(bookmaker.title)) ??
      byName.get(siteKey(brandOf(bookmaker.key)));
    const outcomes = bookmaker.markets.find((market) => market.key === 'h2h')?.outcomes ?? [];
    const price = (name: string) => outcomes.find((outcome) => outcome.name === name)?.price;
    const [home, draw, away] = [price(event.home_team), price('Draw'), price(event.away_team)];
    if (!site || taken.has(site)) {
      unmatched.push(bookmaker.title);
      continue;
    }
    if (!(home! > 1 && draw! > 1 && away! > 1)) continue;
    taken.add(site);
    rows.push({
      site,
      bookmaker: bookmaker.title,
      home: twoDecimals(home!),
      draw: twoDecimals(draw!),
      away: twoDecimals(away!),
      updatedAt: bookmaker.last_update ?? null,
    });
  }
  return { rows, unmatched };
}
