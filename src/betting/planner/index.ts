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
  const { best, upperBound } = bestAssignment(matrix, deadline);
  return toResult(best, upperBound);
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
