import { compareReturns, min3 } from './ranking.js';
import type { Assignment, PayoutMatrix } from './types.js';

/**
 * Plain enumeration of every allowed assignment under the planner's order (the reference the
 * planner is tested and benchmarked against). An odometer over rows 1..n-1 steps each row
 * through its allowed outcomes, moving one payout per step; row 0 is unrolled so the leaves
 * under each odometer state cost a few comparisons.
 */
export function enumerateBest(matrix: PayoutMatrix): Assignment {
  const { payouts, allowed, order } = matrix;
  const n = allowed.length;
  const best: Assignment = { choice: new Uint8Array(n), returns: new Float64Array(3) };
  if (n === 0) return best;
  const digits = new Uint8Array(n);
  const sums = new Float64Array(3);
  for (let i = 1; i < n; i++) {
    digits[i] = nextAllowed(allowed[i], -1);
    sums[digits[i]] += payouts[3 * i + digits[i]];
  }
  const leaf = new Float64Array(3);
  let bestMin = -1;
  const consider = (outcome: number): void => {
    leaf.set(sums);
    leaf[outcome] += payouts[outcome];
    if (bestMin >= 0 && compareReturns(leaf, best.returns, order) <= 0) return;
    best.returns.set(leaf);
    best.choice.set(digits);
    best.choice[0] = outcome;
    bestMin = min3(leaf[0], leaf[1], leaf[2]);
  };
  const first = allowed[0];
  for (;;) {
    // Most leaves lose on the minimum alone; only ties and wins reach the full comparison.
    for (let o = 0; o < 3; o++) {
      if ((first & (1 << o)) === 0) continue;
      const r0 = sums[0] + (o === 0 ? payouts[0] : 0);
      const r1 = sums[1] + (o === 1 ? payouts[1] : 0);
      const r2 = sums[2] + (o === 2 ? payouts[2] : 0);
      if (min3(r0, r1, r2) >= bestMin) consider(o);
    }
    let j = 1;
    for (; j < n; j++) {
      const from = digits[j];
      const to = nextAllowed(allowed[j], from);
      sums[from] -= payouts[3 * j + from];
      if (to >= 0) {
        sums[to] += payouts[3 * j + to];
        digits[j] = to;
        break;
      }
      // This row wraps round to its first allowed outcome and the next row moves on.
      const wrapped = nextAllowed(allowed[j], -1);
      sums[wrapped] += payouts[3 * j + wrapped];
      digits[j] = wrapped;
    }
    if (j === n) return best;
  }
}

/** The first allowed outcome after `after` (-1 for the first of all), or -1 when none. */
function nextAllowed(mask: number, after: number): number {
  for (let o = after + 1; o < 3; o++) if (mask & (1 << o)) return o;
  return -1;
}
