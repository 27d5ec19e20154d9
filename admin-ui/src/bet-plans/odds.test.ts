import { describe, expect, it } from 'vitest';
import { fieldKey, serverFieldErrors, validateOdds } from './odds';

const row = (site: string, home: string, draw: string, away: string) => ({
  site,
  home,
  draw,
  away,
});

describe('odds as a recruiter types them', () => {
  it('takes a comma or a point as the decimal mark', () => {
    expect(validateOdds([row('Unibet', '2,15', '3.4', ' 4 ')])).toEqual({});
  });

  it('names each field that is empty, not a number, or 1 and below', () => {
    expect(validateOdds([row('Bet365', '', '3x', '1,00')])).toEqual({
      [fieldKey('Bet365', 'home')]: 'ra.validation.required',
      [fieldKey('Bet365', 'draw')]: 'arbi.bet.odds_invalid',
      [fieldKey('Bet365', 'away')]: 'arbi.bet.odds_too_low',
    });
  });

  it("puts the server's odds.N.field errors on the row they name, and drops the rest", () => {
    const rows = [row('Unibet', '2', '3', '4'), row('Bwin', '2', '3', '4')];
    expect(
      serverFieldErrors(rows, { 'odds.1.draw': 'For lav', 'odds.7.home': 'x', name: 'y' }),
    ).toEqual({ [fieldKey('Bwin', 'draw')]: 'For lav' });
    expect(serverFieldErrors(rows, undefined)).toEqual({});
  });
});
