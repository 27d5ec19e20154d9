import { describe, expect, it } from 'vitest';
import type { SiteProgress } from '../providers/types';
import { progressChanges, shownRow } from './siteProgressDraft';

const row = (
  site: string,
  state: SiteProgress['state'],
  deposit = 0,
  withdrawn = 0,
): SiteProgress => ({
  id: site,
  site,
  state,
  deposit,
  withdrawn,
  updatedAt: null,
  wageringLeft: null,
  wageringDeadline: null,
});
const rows = [row('Unibet', 'created', 1000), row('Bet365', 'none'), row('Bwin', 'had')];

describe('the site progress section’s one save', () => {
  it('sends one change per site that really changed, in the list’s order', () => {
    const { changes, invalid } = progressChanges(rows, {
      Bet365: { state: 'deposited', deposit: '2.000' },
      Unibet: { deposit: '1.000', withdrawn: '1 250' },
    });
    expect(invalid).toEqual([]);
    expect(changes).toEqual([
      { site: 'Unibet', change: { withdrawn: 1250 } },
      { site: 'Bet365', change: { state: 'deposited', deposit: 2000 } },
    ]);
  });

  it('sends nothing for a row typed back to what is saved', () => {
    expect(
      progressChanges(rows, { Unibet: { state: 'created', deposit: '1000' } }).changes,
    ).toEqual([]);
  });

  it('names the sites whose amounts are not whole kroner, and sends none of those', () => {
    const { changes, invalid } = progressChanges(rows, {
      Unibet: { deposit: '1,5' },
      Bet365: { withdrawn: '-3' },
      Bwin: { deposit: '300' },
    });
    expect(invalid).toEqual(['Unibet', 'Bet365']);
    expect(changes).toEqual([{ site: 'Bwin', change: { deposit: 300 } }]);
  });

  it('never sends a state for a site the customer had before signing up', () => {
    expect(progressChanges(rows, { Bwin: { state: 'created' } }).changes).toEqual([]);
  });

  it('shows saved amounts the Danish way and typed ones as typed', () => {
    expect(shownRow(rows[0])).toEqual({ state: 'created', deposit: '1.000', withdrawn: '0' });
    expect(shownRow(rows[0], { deposit: '12' }).deposit).toBe('12');
  });
});
