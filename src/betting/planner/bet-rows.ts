import { feedId, likelihoodOrder } from './payouts.js';
import type { PayoutMatrix } from './types.js';

/**
 * The translation in front of the search: a plan's rows (kind, stake, odds, minimum odds) to
 * the payout matrix, exact in øre. Integer arithmetic only: odds have at most two decimals, so
 * a payout is `oddsHundredths × stakeØre / 100` rounded down (a bookmaker never pays more).
 */

import type { BetKind } from '../../../rules/bet-kinds.js';

export { BET_KINDS, type BetKind } from '../../../rules/bet-kinds.js';

export interface BetRow {
  kind: BetKind;
  /** The stake (the free bet, or the balance played) in whole øre. */
  stakeOre: number;
  /** Odds for 1, X, 2 in hundredths: 2.37 is 237. */
  odds: readonly [number, number, number];
  /** The lowest odds the row may back, in hundredths (0 when none); equal odds are allowed. */
  minOdds: number;
}

/** What a row pays in øre if its outcome wins at these odds (hundredths). */
export function payoutOre(kind: BetKind, odds: number, stakeOre: number): number {
  // A free bet's stake is not returned: only the winnings are paid.
  const factor = kind === 'free_bet' ? odds - 100 : odds;
  const hundredthsOfOre = factor * stakeOre;
  return (hundredthsOfOre - (hundredthsOfOre % 100)) / 100;
}

/** Bit o set when outcome o's odds reach the row's minimum. */
export function allowedOutcomes(row: BetRow): number {
  let mask = 0;
  for (let o = 0; o < 3; o++) if (row.odds[o] >= row.minOdds) mask |= 1 << o;
  return mask;
}

/** Indices of the rows whose every outcome is below their minimum odds (no plan can use them). */
export function rowsWithNoAllowedOutcome(rows: readonly BetRow[]): number[] {
  return rows.flatMap((row, i) => (allowedOutcomes(row) === 0 ? [i] : []));
}

/** The cash the customer lays out: the stakes of the cash rows (the others are bonus money). */
export function cashOutlayOre(rows: readonly BetRow[]): number {
  return rows.reduce((sum, row) => sum + (row.kind === 'cash' ? row.stakeOre : 0), 0);
}

/**
 * The search's input. Forbidden outcomes pay 0 in the matrix and are cleared in `allowed`.
 * Every row must have an allowed outcome (check rowsWithNoAllowedOutcome first).
 */
export function betMatrix(rows: readonly BetRow[]): PayoutMatrix {
  const payouts = new Float64Array(rows.length * 3);
  const allowed = new Uint8Array(rows.length);
  const feeds = new Int32Array(rows.length);
  const feedIds = new Map<string, number>();
  rows.forEach((row, i) => {
    const mask = allowedOutcomes(row);
    if (mask === 0) throw new RangeError(`row ${i} has no outcome at or above its minimum odds`);
    allowed[i] = mask;
    for (let o = 0; o < 3; o++) {
      payouts[3 * i + o] = mask & (1 << o) ? payoutOre(row.kind, row.odds[o], row.stakeOre) : 0;
    }
    // Payouts are proportional to the stake for equal odds and the same kind of payout.
    const shape = row.kind === 'free_bet' ? 'winnings' : 'returned';
    feeds[i] = feedId(feedIds, `${shape}|${mask}|${row.odds.join('|')}`);
  });
  const decimal = rows.map((row) => ({
    home: row.odds[0] / 100,
    draw: row.odds[1] / 100,
    away: row.odds[2] / 100,
  }));
  return { payouts, allowed, feeds, order: likelihoodOrder(decimal) };
}
