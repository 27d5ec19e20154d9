import { compareReturns, min3 } from './ranking.js';
import type { Assignment } from './types.js';

/**
 * Plain 3^n enumeration under the planner's order (the reference the planner is tested and
 * benchmarked against). An odometer over sites 1..n-1 moves one payout per step; site 0 is
 * unrolled so the three leaves under each odometer state cost a few comparisons.
 */
export function enumerateBest(payouts: Float64Array, n: number, order: Uint8Array): Assignment {
  const best: Assignment = { choice: new Uint8Array(n), returns: new Float64Array(3) };
  if (n === 0) return best;
  const digits = new Uint8Array(n);
  const leaf = new Float64Array(3);
  let r0 = 0;
  let r1 = 0;
  let r2 = 0;
  for (let i = 1; i < n; i++) r0 += payouts[3 * i];
  let bestMin = -1;
  const consider = (outcome: number): void => {
    leaf[0] = r0;
    leaf[1] = r1;
    leaf[2] = r2;
    leaf[outcome] += payouts[outcome];
    if (bestMin >= 0 && compareReturns(leaf, best.returns, order) <= 0) return;
    best.returns.set(leaf);
    best.choice.set(digits);
    best.choice[0] = outcome;
    bestMin = min3(leaf[0], leaf[1], leaf[2]);
  };
  const a = payouts[0];
  const b = payouts[1];
  const c = payouts[2];
  for (;;) {
    // Most leaves lose on the minimum alone; only ties and wins reach the full comparison.
    if (min3(r0 + a, r1, r2) >= bestMin) consider(0);
    if (min3(r0, r1 + b, r2) >= bestMin) consider(1);
    if (min3(r0, r1, r2 + c) >= bestMin) consider(2);
    let j = 1;
    for (; j < n; j++) {
      const row = 3 * j;
      const d = digits[j];
      if (d === 0) {
        r0 -= payouts[row];
        r1 += payouts[row + 1];
        digits[j] = 1;
        break;
      }
      if (d === 1) {
        r1 -= payouts[row + 1];
        r2 += payouts[row + 2];
        digits[j] = 2;
        break;
      }
      r2 -= payouts[row + 2];
      r0 += payouts[row];
      digits[j] = 0;
    }
    if (j === n) return best;
  }
}
