import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../providers/types';
import { firstOrder, formatFigure, sortRows, thisMonth } from './leaderboard';

const row = (email: string, figures: Partial<LeaderboardRow>): LeaderboardRow => ({
  adminId: email,
  email,
  role: 'admin',
  active: true,
  newClients: 0,
  contactedShare: 0,
  doneShare: 0,
  profit: 0,
  feesEarned: 0,
  owedByCustomers: 0,
  owedToCustomers: 0,
  visits: 0,
  signups: 0,
  ...figures,
});

describe('the leaderboard table', () => {
  const rows = [
    row('bo@bureau.dk', { profit: 500, doneShare: 0.5 }),
    row('åse@bureau.dk', { profit: -200, doneShare: 0.5 }),
    row('anna@bureau.dk', { profit: 500, doneShare: 1 }),
  ];

  it('sorts by a figure, ties by email, either way', () => {
    expect(sortRows(rows, 'profit', 'desc').map((r) => r.email)).toEqual([
      'anna@bureau.dk',
      'bo@bureau.dk',
      'åse@bureau.dk',
    ]);
    expect(sortRows(rows, 'profit', 'asc').map((r) => r.email)).toEqual([
      'åse@bureau.dk',
      'anna@bureau.dk',
      'bo@bureau.dk',
    ]);
  });

  it('sorts names the Danish way (å last)', () => {
    expect(sortRows(rows, 'email', 'asc').map((r) => r.email)).toEqual([
      'anna@bureau.dk',
      'bo@bureau.dk',
      'åse@bureau.dk',
    ]);
    expect(rows.map((r) => r.email)).toEqual(['bo@bureau.dk', 'åse@bureau.dk', 'anna@bureau.dk']);
  });

  it('shows kroner, percentages and counts the Danish way', () => {
    expect(formatFigure('profit', 18400)).toBe('18.400 kr');
    expect(formatFigure('owedToCustomers', 0)).toBe('0 kr');
    expect(formatFigure('contactedShare', 0.756)).toBe('76 %');
    expect(formatFigure('visits', 1200)).toBe('1.200');
  });

  it('sorts a figure highest first and names A-Å on the first click', () => {
    expect(firstOrder('feesEarned')).toBe('desc');
    expect(firstOrder('email')).toBe('asc');
  });

  it('defaults to this month so far', () => {
    expect(thisMonth(new Date(2026, 10, 25, 12))).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });
});
