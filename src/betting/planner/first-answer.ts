import type { Weights } from './duals.js';
import type { Assignment, PayoutMatrix } from './types.js';
import { compareReturns, compareTriples, min3 } from './ranking.js';

/**
 * A good first answer, so the exact search starts with a tight target: two greedy passes
 * (largest site to the smallest return; each site to its LP-preferred outcome), the better one
 * polished by local search over single moves and pair reassignments. Polishing both and keeping
 * the better was as good a start for the search, at twice the cost (figures:
 * bench/planner/NOTES.md).
 */
export function firstAnswer(
  matrix: PayoutMatrix,
  sizeOrder: readonly number[],
  weights: Weights,
): Assignment {
  const { payouts, allowed, order } = matrix;
  const n = sizeOrder.length;
  const balanced = new Uint8Array(n);
  const balancedReturns = new Float64Array(3);
  for (const i of sizeOrder) {
    let pick = firstAllowed(allowed[i]);
    for (let o = pick + 1; o < 3; o++) {
      if ((allowed[i] & (1 << o)) === 0) continue;
      const lower = balancedReturns[o] < balancedReturns[pick];
      const tieButPaysMore =
        balancedReturns[o] === balancedReturns[pick] && payouts[3 * i + o] > payouts[3 * i + pick];
      if (lower || tieButPaysMore) pick = o;
    }
    balanced[i] = pick;
    balancedReturns[pick] += payouts[3 * i + pick];
  }
  const preferred = new Uint8Array(n);
  const preferredReturns = new Float64Array(3);
  for (let i = 0; i < n; i++) {
    let pick = firstAllowed(allowed[i]);
    for (let o = pick + 1; o < 3; o++) {
      if ((allowed[i] & (1 << o)) === 0) continue;
      if (weights[o] * payouts[3 * i + o] > weights[pick] * payouts[3 * i + pick]) pick = o;
    }
    preferred[i] = pick;
    preferredReturns[pick] += payouts[3 * i + pick];
  }
  return compareReturns(preferredReturns, balancedReturns, order) > 0
    ? improve(matrix, preferred)
    : improve(matrix, balanced);
}

const MAX_PASSES = 64;
/** outcomeToRaise: no second move can help, or any may. */
const NONE = -1;
const ANY = 3;

/** The one outcome a second move must raise for the pair to keep the least return, or NONE / ANY. */
function outcomeToRaise(returns: Float64Array, least: number): number {
  if (least <= 0) return ANY;
  let below = ANY;
  for (let o = 0; o < 3; o++) {
    if (returns[o] >= least) continue;
    if (below !== ANY) return NONE;
    below = o;
  }
  return below;
}

function firstAllowed(mask: number): number {
  return mask & 1 ? 0 : mask & 2 ? 1 : 2;
}

function improve(matrix: PayoutMatrix, choice: Uint8Array): Assignment {
  const { payouts, allowed, order } = matrix;
  const n = choice.length;
  const returns = new Float64Array(3);
  for (let i = 0; i < n; i++) returns[choice[i]] += payouts[3 * i + choice[i]];
  // A candidate: the returns with site i's payout moved from outcome `from` to `to`.
  const moved = new Float64Array(3);
  const move = (base: Float64Array, i: number, from: number, to: number): void => {
    moved[0] = base[0];
    moved[1] = base[1];
    moved[2] = base[2];
    moved[from] -= payouts[3 * i + from];
    moved[to] += payouts[3 * i + to];
  };
  // Once every outcome is covered, a triple with a smaller minimum ranks lower (ranking.ts):
  // that test alone turns away most candidates, without the full comparison.
  const better = (r: Float64Array): boolean => {
    const least = min3(returns[0], returns[1], returns[2]);
    if (least > 0 && min3(r[0], r[1], r[2]) < least) return false;
    return compareTriples(r[0], r[1], r[2], returns[0], returns[1], returns[2], order) > 0;
  };
  const pair = new Float64Array(3);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let o = 0; o < 3; o++) {
        if (o === choice[i] || (allowed[i] & (1 << o)) === 0) continue;
        move(returns, i, choice[i], o);
        if (better(moved)) {
          returns.set(moved);
          choice[i] = o;
          improved = true;
        }
      }
    }
    for (let i = 0; i < n && !improved; i++) {
      for (let oi = 0; oi < 3; oi++) {
        if (oi === choice[i] || (allowed[i] & (1 << oi)) === 0) continue;
        move(returns, i, choice[i], oi);
        pair.set(moved);
        // A second move raises one outcome only: with the least return above 0, `better` turns
        // away every pair unless that outcome is the one (if any) now below it.
        const only = outcomeToRaise(pair, min3(returns[0], returns[1], returns[2]));
        if (only === NONE) continue;
        for (let j = i + 1; j < n; j++) {
          for (let oj = 0; oj < 3; oj++) {
            if (oj === choice[j] || (allowed[j] & (1 << oj)) === 0) continue;
            if (only !== ANY && oj !== only) continue;
            move(pair, j, choice[j], oj);
            if (better(moved)) {
              returns.set(moved);
              choice[i] = oi;
              choice[j] = oj;
              improved = true;
              break;
            }
          }
          // Site i has moved: its other outcomes are tried again on the next pass.
          if (improved) break;
        }
        if (improved) break;
      }
    }
    if (!improved) break;
  }
  return { choice, returns };
}
