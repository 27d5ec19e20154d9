import { parseOddsPaste } from './odds-paste.js';

const SITES = ['Unibet', 'Bet365', 'LeoVegas', 'Danske Spil', 'Bwin', 'Mr Green', 'NordicBet'];

describe('parseOddsPaste', () => {
  it.each([
    ['spaces and Danish decimals', 'Unibet 2,10 3,40 3,25', [2.1, 3.4, 3.25]],
    ['dots', 'Unibet 2.10 3.40 3.25', [2.1, 3.4, 3.25]],
    ['a spreadsheet row (tabs)', 'Unibet\t2,1\t3,4\t3,25', [2.1, 3.4, 3.25]],
    ['Danish CSV', 'Unibet;2,10;3,40;3,25', [2.1, 3.4, 3.25]],
    ['fractions', 'Unibet 11/10 12/5 9/4', [2.1, 3.4, 3.25]],
    ['evens', 'Unibet EVS 3.40 3.25', [2.0, 3.4, 3.25]],
    ['a fraction rounded down, never up', 'Unibet 5/6 3.4 3.25', [1.83, 3.4, 3.25]],
    ['more than two decimals cut down', 'Unibet 2.109 3.4 3.25', [2.1, 3.4, 3.25]],
    ['a comparison table with a payout column', 'Unibet 2.10 3.40 3.25 94,8%', [2.1, 3.4, 3.25]],
    ['a ranked row', '1. Unibet 2.10 3.40 3.25', [2.1, 3.4, 3.25]],
  ])('reads %s', (_, text, odds) => {
    expect(parseOddsPaste(text, SITES)).toEqual({
      placed: [{ site: 'Unibet', odds }],
      unplaced: [],
    });
  });

  it('matches names as stakes do and takes names with spaces or digits', () => {
    const text = 'danske spil 2,05 3,5 3,3\nMR GREEN\t2,0\t3,6\t3,4\nBet 365 2.1 3.3 3.4';
    expect(parseOddsPaste(text, SITES).placed).toEqual([
      { site: 'Danske Spil', odds: [2.05, 3.5, 3.3] },
      { site: 'Mr Green', odds: [2, 3.6, 3.4] },
      { site: 'Bet365', odds: [2.1, 3.3, 3.4] },
    ]);
  });

  it('reads a copied spreadsheet range with its header row and blank lines', () => {
    const text = [
      'Side\t1\tX\t2',
      'Unibet\t2,10\t3,40\t3,25',
      '',
      'LeoVegas\t2,12\t3,35\t3,20',
      'NordicBet\t2,08\t3,45\t3,30',
    ].join('\r\n');
    const { placed, unplaced } = parseOddsPaste(text, SITES);
    expect(placed.map(({ site }) => site)).toEqual(['Unibet', 'LeoVegas', 'NordicBet']);
    expect(unplaced).toEqual([]);
  });

  it('lists what it could not place, with the reason', () => {
    const text = [
      'Unibet 2,10 3,40 3,25',
      'Betano 2,10 3,40 3,25',
      'Bwin 2,10 3,40',
      'LeoVegas 2,10 abc 3,25',
      'unibet 2,20 3,30 3,10',
    ].join('\n');
    const { placed, unplaced } = parseOddsPaste(text, SITES);
    expect(placed).toEqual([{ site: 'Unibet', odds: [2.1, 3.4, 3.25] }]);
    expect(unplaced).toEqual([
      { line: 'Betano 2,10 3,40 3,25', reason: 'unknown_site' },
      { line: 'Bwin 2,10 3,40', reason: 'odds_count' },
      { line: 'LeoVegas 2,10 abc 3,25', reason: 'odds_count' },
      { line: 'unibet 2,20 3,30 3,10', reason: 'duplicate' },
    ]);
  });

  it('refuses odds that are no odds: 1 or less, or beyond a real market', () => {
    const { placed, unplaced } = parseOddsPaste('Unibet 1,00 3,40 3,25\nBwin 2 3 1001', SITES);
    expect(placed).toEqual([]);
    expect(unplaced.map(({ reason }) => reason)).toEqual(['odds_count', 'odds_count']);
  });
});
