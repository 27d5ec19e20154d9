import { sameSiteEarlier, sameSites } from './sites.js';

describe('sameSiteEarlier', () => {
  it('names the earlier spelling of the same site, and nothing for the first or an empty name', () => {
    expect(sameSiteEarlier(['LeoVegas', 'Bwin', 'Leo vegas', '', '', 'bwin'])).toEqual([
      undefined,
      undefined,
      'LeoVegas',
      undefined,
      undefined,
      'Bwin',
    ]);
  });
});

describe('sameSites', () => {
  it('compares as sets of sites, not as ordered lists', () => {
    expect(sameSites(['Unibet', 'Bet365'], ['Bet365', 'Unibet'])).toBe(true);
    expect(sameSites(['Unibet'], ['Unibet', 'Bet365'])).toBe(false);
    expect(sameSites([], [])).toBe(true);
  });
});
