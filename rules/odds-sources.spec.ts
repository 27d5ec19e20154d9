import { feedKeyProblems, oddsFromProblems, oddsSources } from './odds-sources.js';

describe('oddsFromProblems', () => {
  it('keeps a site that takes the odds of another site on the list, however it is spelt', () => {
    expect(
      oddsFromProblems([
        { name: 'Unibet' },
        { name: 'LeoVegas', oddsFrom: 'unibet' },
        { name: 'Bet25', oddsFrom: ' ' },
        { name: 'Expekt', oddsFrom: null },
      ]),
    ).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('refuses a name not on the list, the site itself, and a ring, naming it', () => {
    expect(
      oddsFromProblems([
        { name: 'Unibet', oddsFrom: 'Kambi' },
        { name: 'Bet365', oddsFrom: 'bet 365' },
        { name: 'Betsson', oddsFrom: 'NordicBet' },
        { name: 'NordicBet', oddsFrom: 'Betsafe' },
        { name: 'Betsafe', oddsFrom: 'Betsson' },
      ]),
    ).toEqual([
      'Kambi er ikke på listen over sider',
      'Bet365 kan ikke have samme odds som sig selv',
      'Samme odds som går i ring: Betsson → NordicBet → Betsafe → Betsson',
      'Samme odds som går i ring: NordicBet → Betsafe → Betsson → NordicBet',
      'Samme odds som går i ring: Betsafe → Betsson → NordicBet → Betsafe',
    ]);
  });

  it('refuses a site that leads into a ring it is not part of', () => {
    const problems = oddsFromProblems([
      { name: 'Bet25', oddsFrom: 'A' },
      { name: 'A', oddsFrom: 'B' },
      { name: 'B', oddsFrom: 'A' },
    ]);
    expect(problems[0]).toBe('Samme odds som går i ring: Bet25 → A → B → A');
  });
});

describe('oddsSources', () => {
  it('follows a chain to the site with its own odds and leaves out what cannot be kept', () => {
    const sources = oddsSources([
      { name: 'Unibet' },
      { name: 'LeoVegas', oddsFrom: 'Unibet' },
      { name: 'Expekt', oddsFrom: 'leo vegas' },
      { name: 'Bet25', oddsFrom: 'Kambi' },
      { name: 'Bwin' },
    ]);
    expect([...sources]).toEqual([
      ['LeoVegas', 'Unibet'],
      ['Expekt', 'Unibet'],
    ]);
  });
});

describe('feedKeyProblems', () => {
  it("takes The Odds API's keys, each for one site", () => {
    expect(
      feedKeyProblems([
        { name: 'Unibet', feedKey: 'unibet_eu' },
        { name: 'Bet25', feedKey: 'Bet 25' },
        { name: 'Unibet DK', feedKey: 'unibet_eu' },
        { name: 'Bwin', feedKey: '' },
        { name: 'Betsson', feedKey: null },
      ]),
    ).toEqual([
      undefined,
      'Nøglen skrives med små bogstaver, tal og _ (fx unibet_eu)',
      'unibet_eu bruges allerede af Unibet',
      undefined,
      undefined,
    ]);
  });
});
