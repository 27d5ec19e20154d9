import {
  allowedOutcomes,
  betMatrix,
  cashOutlayOre,
  payoutOre,
  rowsWithNoAllowedOutcome,
} from './bet-rows.js';
import type { BetRow } from './bet-rows.js';

const row = (over: Partial<BetRow>): BetRow => ({
  kind: 'cash',
  stakeOre: 100_000,
  odds: [210, 340, 360],
  minOdds: 0,
  ...over,
});

describe('payoutOre', () => {
  it('pays exactly in øre: 2.37 × 750 kr is 1 777,50 kr', () => {
    expect(payoutOre('cash', 237, 75_000)).toBe(177_750);
  });

  it('rounds down what a bookmaker would not pay: 2.37 × 0,33 kr is 0,78 kr, not 0,79', () => {
    // 237 × 33 = 7 821 hundredths of an øre: 78,21 øre.
    expect(payoutOre('cash', 237, 33)).toBe(78);
    expect(payoutOre('bonus_money', 199, 1)).toBe(1);
  });

  it('pays a free bet its winnings only, and a stake-returned free bet the whole', () => {
    expect(payoutOre('free_bet', 350, 20_000)).toBe(50_000);
    expect(payoutOre('free_bet_sr', 350, 20_000)).toBe(70_000);
    expect(payoutOre('bonus_money', 350, 20_000)).toBe(70_000);
  });

  it('stays exact for large stakes', () => {
    // 99 999,99 kr at 999.99: the product is far below 2^53.
    expect(payoutOre('cash', 99_999, 9_999_999)).toBe(9_999_899_000);
  });
});

describe('minimum odds', () => {
  it('allows odds equal to the minimum and forbids those below', () => {
    expect(allowedOutcomes(row({ minOdds: 340 }))).toBe(0b110);
    expect(allowedOutcomes(row({ minOdds: 341 }))).toBe(0b100);
    expect(allowedOutcomes(row({ minOdds: 0 }))).toBe(0b111);
  });

  it('names the rows with no outcome left', () => {
    expect(
      rowsWithNoAllowedOutcome([row({}), row({ minOdds: 400 }), row({ minOdds: 361 })]),
    ).toEqual([1, 2]);
  });

  it('puts 0 in the matrix for a forbidden outcome and clears its bit', () => {
    const matrix = betMatrix([row({ kind: 'free_bet', stakeOre: 20_000, minOdds: 300 })]);
    expect(Array.from(matrix.payouts)).toEqual([0, 48_000, 52_000]);
    expect(Array.from(matrix.allowed)).toEqual([0b110]);
  });

  it('refuses to build a matrix with a row that has no allowed outcome', () => {
    expect(() => betMatrix([row({ minOdds: 500 })])).toThrow(RangeError);
  });
});

describe('betMatrix feeds', () => {
  it('puts rows with the same odds, payout shape and allowed outcomes on one feed', () => {
    const matrix = betMatrix([
      row({}),
      row({ stakeOre: 50_000 }),
      row({ kind: 'bonus_money' }),
      row({ kind: 'free_bet' }),
      row({ minOdds: 300 }),
    ]);
    const [cash, smaller, bonus, free, limited] = Array.from(matrix.feeds);
    expect(smaller).toBe(cash);
    expect(bonus).toBe(cash);
    expect(free).not.toBe(cash);
    expect(limited).not.toBe(cash);
  });
});

it('counts only the cash rows as cash laid out', () => {
  expect(
    cashOutlayOre([
      row({ stakeOre: 75_000 }),
      row({ kind: 'free_bet' }),
      row({ kind: 'bonus_money' }),
    ]),
  ).toBe(75_000);
});
