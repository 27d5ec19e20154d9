import type { Weights } from './duals.js';
import type { Assignment } from './exhaustive.js';
import { compareReturns } from './ranking.js';

/**
 * A good first answer, so the exact search starts with a tight target: two greedy passes
 * (largest site to the smallest return; each site to its LP-preferred outcome), each polished
 * by local search over single moves and pair reassignments, the better one kept.
 */
export function firstAnswer(
  payouts: Float64Array,
  sizeOrder: readonly number[],
  weights: Weights,
  order: Uint8Array,
): Assignment {
  const n = sizeOrder.length;
  const balanced = new Uint8Array(n);
  const returns = new Float64Array(3);
  for (const i of sizeOrder) {
    let pick = 0;
    for (let o = 1; o < 3; o++) {
      const lower = returns[o] < returns[pick];
      const tieButPaysMore =
        returns[o] === returns[pick] && payouts[3 * i + o] > payouts[3 * i + pick];
      if (lower || tieButPaysMore) pick = o;
    }
    balanced[i] = pick;
    returns[pick] += payouts[3 * i + pick];
  }
  const preferred = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let pick = 0;
    for (let o = 1; o < 3; o++) {
      if (weights[o] * payouts[3 * i + o] > weights[pick] * payouts[3 * i + pick]) pick = o;
    }
    preferred[i] = pick;
  }
  const a = improve(payouts, balanced, order);
  const b = improve(payouts, preferred, order);
  return compareReturns(b.returns, a.returns, order) > 0 ? b : a;
}

const MAX_PASSES = 64;

function improve(payouts: Float64Array, choice: Uint8Array, order: Uint8Array): Assignment {
  const n = choice.length;
  const returns = new Float64Array(3);
  for (let i = 0; i < n; i++) returns[choice[i]] += payouts[3 * i + choice[i]];
  const trial = new Float64Array(3);
  const better = (): boolean => compareReturns(trial, returns, order) > 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let o = 0; o < 3; o++) {
        if (o === choice[i]) continue;
        trial.set(returns);
        trial[choice[i]] -= payouts[3 * i + choice[i]];
        trial[o] += payouts[3 * i + o];
        if (better()) {
          returns.set(trial);
          choice[i] = o;
          improved = true;
        }
      }
    }
    for (let i = 0; i < n && !improved; i++) {
      for (let j = i + 1; j < n; j++) {
        for (let oi = 0; oi < 3; oi++) {
          for (let oj = 0; oj < 3; oj++) {
            if (oi === choice[i] || oj === choice[j]) continue;
            trial.set(returns);
            trial[choice[i]] -= payouts[3 * i + choice[i]];
            trial[choice[j]] -= payouts[3 * j + choice[j]];
            trial[oi] += payouts[3 * i + oi];
            trial[oj] += payouts[3 * j + oj];
            if (better()) {
              returns.set(trial);
              choice[i] = oi;
              choice[j] = oj;
              improved = true;
            }
          }
        }
      }
    }
    if (!improved) break;
  }
  return { choice, returns };
}
