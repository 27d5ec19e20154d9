import { enumerateBest } from './exhaustive.js';
import { payoutMatrix } from './payouts.js';
import { bestAssignment } from './plan.js';
import { smallestReturn } from './ranking.js';
import type { Assignment, Outcome, PayoutMatrix, PlannerSite, PlanResult } from './types.js';

export type { Outcome, PayoutMatrix, PlannerSite, PlanResult } from './types.js';
export {
  BET_KINDS,
  betMatrix,
  cashOutlayOre,
  payoutOre,
  rowsWithNoAllowedOutcome,
  type BetKind,
  type BetRow,
} from './bet-rows.js';

const OUTCOMES: Outcome[] = ['1', 'X', '2'];
const DEFAULT_TIME_LIMIT_MS = 500;
/**
 * The search stops this share of the time limit early: noticing the deadline and winding up
 * take up to a few ms at 60 sites, and the answer must be back within the limit.
 */
const WIND_UP_SHARE = 0.01;

/**
 * Picks one allowed outcome per row to maximise the smallest total return exactly, then the middle
 * and the largest return (see planner/ranking.ts for the full order, including the case of
 * fewer than three sites). Returns the best answer found and a proven bound if the time
 * limit runs out first.
 */
export function planPayouts(
  matrix: PayoutMatrix,
  options: { timeLimitMs?: number } = {},
): PlanResult {
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const deadline = performance.now() + limit * (1 - WIND_UP_SHARE);
  // In common units the search steps as coarsely as the payouts allow: øre payouts of stakes in
  // whole 50 kr share a factor of 50 or more. Scaling keeps the order, so the answer is the same.
  const unit = commonDivisor(matrix.payouts);
  const scaled = unit > 1 ? { ...matrix, payouts: matrix.payouts.map((p) => p / unit) } : matrix;
  const { best, upperBound } = bestAssignment(scaled, deadline);
  for (let o = 0; o < 3; o++) best.returns[o] *= unit;
  return toResult(best, upperBound * unit);
}

/** The greatest common divisor of the (whole) payouts, 1 when there are none. */
function commonDivisor(payouts: Float64Array): number {
  let divisor = 0;
  for (const payout of payouts) {
    let a = payout;
    let b = divisor;
    while (b > 0) [a, b] = [b, a % b];
    divisor = a;
  }
  return divisor || 1;
}

/** The plain enumeration of every allowed assignment under the same order: the reference. */
export function planPayoutsExhaustive(matrix: PayoutMatrix): PlanResult {
  const best = enumerateBest(matrix);
  return toResult(best, smallestReturn(best.returns));
}

/** The legacy first bet: whole-kr payouts `round(odds × stake)`, every outcome allowed. */
export function planBet(
  sites: readonly PlannerSite[],
  options: { timeLimitMs?: number } = {},
): PlanResult {
  return planPayouts(payoutMatrix(sites), options);
}

export function planBetExhaustive(sites: readonly PlannerSite[]): PlanResult {
  return planPayoutsExhaustive(payoutMatrix(sites));
}

function toResult(best: Assignment, upperBound: number): PlanResult {
  const minReturn = smallestReturn(best.returns);
  return {
    outcomes: Array.from(best.choice, (o) => OUTCOMES[o]),
    returns: { home: best.returns[0], draw: best.returns[1], away: best.returns[2] },
    minReturn,
    optimal: upperBound <= minReturn,
    upperBound,
  };
}
