import type { Weights } from './duals.js';
import type { Assignment } from './types.js';
import { compareReturns, compareTriples } from './ranking.js';

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
  // A candidate: the returns with site i's payout moved from outcome `from` to `to`.
  const moved = new Float64Array(3);
  const move = (base: Float64Array, i: number, from: number, to: number): void => {
    moved[0] = base[0];
    moved[1] = base[1];
    moved[2] = base[2];
    moved[from] -= payouts[3 * i + from];
    moved[to] += payouts[3 * i + to];
  };
  const better = (r: Float64Array): boolean =>
    compareTriples(r[0], r[1], r[2], returns[0], returns[1], returns[2], order) > 0;
  const pair = new Float64Array(3);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let o = 0; o < 3; o++) {
        if (o === choice[i]) continue;
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
        if (oi === choice[i]) continue;
        move(returns, i, choice[i], oi);
        pair.set(moved);
        for (let j = i + 1; j < n; j++) {
          for (let oj = 0; oj < 3; oj++) {
            if (oj === choice[j]) continue;
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
