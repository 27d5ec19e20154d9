import { DEFAULT_STAKE, defaultStake } from './stakes.js';

describe('defaultStake', () => {
  it('matches the stake table ignoring case and spaces', () => {
    expect(defaultStake('LeoVegas')).toBe(1000);
    expect(defaultStake('unibet')).toBe(2000);
    expect(defaultStake('Tip win')).toBe(1600);
    expect(defaultStake('NORDICBET')).toBe(500);
    expect(defaultStake('888Sport')).toBe(500);
  });

  it('falls back to 1000 kr for a site not in the table', () => {
    expect(defaultStake('Danske Spil')).toBe(DEFAULT_STAKE);
    expect(DEFAULT_STAKE).toBe(1000);
  });
});
