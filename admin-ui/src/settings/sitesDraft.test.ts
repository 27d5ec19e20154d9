import { describe, expect, it } from 'vitest';
import { type SiteDraft, stakeInvalid, toSites } from './sitesDraft';

const row = (key: number, name: string, stake: string): SiteDraft => ({
  key,
  name,
  stake,
  offer: null,
  oddsFrom: null,
  feedKey: '',
});

describe("the sites dialog's stakes", () => {
  it('sends a stake typed as the panel writes amounts as its whole kr, and none when left empty', () => {
    const rows = [row(0, 'Bet365', '1.500'), row(1, 'Unibet', '2 000 kr'), row(2, 'Bwin', '')];
    expect(rows.map(stakeInvalid)).toEqual([false, false, false]);
    expect(toSites(rows).map(({ name, stake }) => ({ name, stake }))).toEqual([
      { name: 'Bet365', stake: 1500 },
      { name: 'Unibet', stake: 2000 },
      { name: 'Bwin', stake: undefined },
    ]);
  });

  it('marks a stake that is not whole kr from 1, rather than reading part of it', () => {
    for (const stake of ['12,5', '1.5', '0', '-5', 'to'])
      expect(stakeInvalid(row(0, 'Bet365', stake))).toBe(true);
    expect(toSites([row(0, 'Bet365', '12,5')])[0]).not.toHaveProperty('stake');
  });
});
