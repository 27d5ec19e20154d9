import { describe, expect, it } from 'vitest';
import type { SiteProgress } from '../providers/types';
import { stateCounts } from './planSites';
import { parseDeposit, placedDeposits } from './placement';

const row = (site: string, state: SiteProgress['state'], deposit = 0): SiteProgress => ({
  id: site,
  site,
  state,
  deposit,
  withdrawn: 0,
  updatedAt: null,
  wageringLeft: null,
  wageringDeadline: null,
});

const line = (site: string, kind: 'cash' | 'free_bet', stake: number) => ({
  site,
  kind,
  stake,
  minOdds: null,
  outcome: '1' as const,
  payouts: { home: 0, draw: 0, away: 0 },
});

describe("'Marker som placeret'", () => {
  it("proposes each cash row's stake as its deposit, or more when more was deposited", () => {
    const plan = {
      plan: [
        line('Unibet', 'cash', 2000),
        line('Bet365', 'free_bet', 200),
        line('NordicBet', 'cash', 500),
        line('Bwin', 'cash', 0),
        line('Tipwin', 'cash', 1234.5),
      ],
    };
    const progress = [
      row('Unibet', 'created'),
      row('Bet365', 'bonus', 1000),
      row('NordicBet', 'deposited', 800),
      row('Bwin', 'none'),
    ];
    expect(placedDeposits(plan, progress)).toEqual([
      { site: 'Unibet', deposit: 2000 },
      { site: 'NordicBet', deposit: 800 },
      // Whole kr, never less than the stake.
      { site: 'Tipwin', deposit: 1235 },
    ]);
  });

  it('reads deposits the way the panel writes amounts', () => {
    expect(['2000', '2.000', ' 500 ', '1.000 kr', '0', '2 000', '750,-'].map(parseDeposit)).toEqual(
      [2000, 2000, 500, 1000, 0, 2000, 750],
    );
    expect(['', '-5', '12,50', '2.00', 'to', '1.000.000.000'].map(parseDeposit)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('a customer with no site to plan', () => {
  it("counts the sites per step, in the steps' order", () => {
    expect(
      stateCounts([
        row('A', 'bet_placed'),
        row('B', 'had'),
        row('C', 'withdrawn'),
        row('D', 'bet_placed'),
      ]),
    ).toEqual([
      { state: 'had', count: 1 },
      { state: 'bet_placed', count: 2 },
      { state: 'withdrawn', count: 1 },
    ]);
  });
});
