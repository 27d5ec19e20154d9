import { type FeedEventOdds, feedRows } from './feed-rows.js';

const h2h = (home: number, draw: number, away: number) => [
  {
    key: 'h2h',
    outcomes: [
      { name: 'Brøndby IF', price: home },
      { name: 'FC København', price: away },
      { name: 'Draw', price: draw },
    ],
  },
];

const event: FeedEventOdds = {
  id: 'e1',
  commence_time: '2026-11-29T17:00:00Z',
  home_team: 'Brøndby IF',
  away_team: 'FC København',
  bookmakers: [
    {
      key: 'unibet_eu',
      title: 'Unibet',
      last_update: '2026-11-25T12:00:00Z',
      markets: h2h(2.1, 3.4, 3.25),
    },
    { key: 'betsson', title: 'Betsson', markets: h2h(2.05, 3.5, 1.13) },
    { key: 'leovegas', title: 'LeoVegas', markets: h2h(2.123, 3.456, 3.2) },
    { key: 'pinnacle', title: 'Pinnacle', markets: h2h(2.2, 3.3, 3.3) },
    { key: 'nordicbet', title: 'NordicBet', markets: [{ key: 'totals', outcomes: [] }] },
  ],
};

describe('feedRows', () => {
  it('matches bookmakers to sites by name or region-suffixed key, and reads 1, X and 2 by team', () => {
    const { rows, unmatched } = feedRows(event, [
      { name: 'Unibet' },
      { name: 'Leo Vegas' },
      { name: 'NordicBet' },
    ]);
    expect(rows).toEqual([
      {
        site: 'Unibet',
        bookmaker: 'Unibet',
        home: 2.1,
        draw: 3.4,
        away: 3.25,
        updatedAt: '2026-11-25T12:00:00Z',
      },
      // Cut down to two decimals, never rounded up.
      {
        site: 'Leo Vegas',
        bookmaker: 'LeoVegas',
        home: 2.12,
        draw: 3.45,
        away: 3.2,
        updatedAt: null,
      },
    ]);
    // NordicBet offers no 1X2 here: no row, and not unmatched either.
    expect(unmatched).toEqual(['Betsson', 'Pinnacle']);
  });

  it("takes a site's feedKey before its name, and never gives one site two bookmakers", () => {
    const { rows, unmatched } = feedRows(event, [
      { name: 'Bet25', feedKey: 'pinnacle' },
      { name: 'Betsson' },
    ]);
    expect(rows.map((row) => [row.site, row.bookmaker, row.away])).toEqual([
      ['Betsson', 'Betsson', 1.13],
      ['Bet25', 'Pinnacle', 3.3],
    ]);
    expect(unmatched).toEqual(['Unibet', 'LeoVegas', 'NordicBet']);
  });
});
