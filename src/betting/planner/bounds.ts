import type { Block } from './blocks.js';
import {
  COARSE_STEPS,
  FINE_STEPS,
  maxMinWeights,
  pairWeights,
  weightedReach,
  type Weights,
} from './duals.js';

/**
 * Everything the search needs to reject a node in O(1): per depth (blocks already decided),
 * a few weight vectors with what the remaining sites can add to the weighted returns, the
 * per-outcome gcd of the remaining payouts, and their sorted prefix sums (counting bound).
 */
export interface BoundTables {
  vectorCount: number;
  /** depth × vector × outcome. */
  weights: Float64Array;
  /** depth × vector: Σ over remaining sites of max_o w_o·p_io. */
  reach: Float64Array;
  /** depth: what the sites after this depth's block add under this depth's first vector. */
  reachAfter: Float64Array;
  /** depth × outcome: the most the remaining sites can add to that outcome. */
  reachAlone: Float64Array;
  /** depth × outcome: every remaining payout of that outcome is a multiple of it. */
  gcd: Float64Array;
  remainingSites: Int32Array;
  /** [depth * 3 + outcome]: prefix sums of the remaining payouts, largest first. */
  largestFirst: Float64Array[];
  /** Root LP dual weights, also used to order choices and the first greedy answer. */
  rootWeights: Weights;
  tolerance: number;
}

/** Up to this many sites, coarser duals pay (see COARSE_STEPS). */
const SMALL_MARKET = 20;

export function buildBoundTables(blocks: Block[], payouts: Float64Array): BoundTables {
  const depths = blocks.length + 1;
  const rowsFrom = suffixRows(blocks, payouts);
  const steps = payouts.length / 3 <= SMALL_MARKET ? COARSE_STEPS : FINE_STEPS;
  const rootWeights = maxMinWeights(rowsFrom[0], steps);
  const vectorCount = 5;
  const weights = new Float64Array(depths * vectorCount * 3);
  const reach = new Float64Array(depths * vectorCount);
  const reachAfter = new Float64Array(depths);
  const reachAlone = new Float64Array(depths * 3);
  const gcd = new Float64Array(depths * 3);
  const remainingSites = new Int32Array(depths);
  const largestFirst: Float64Array[] = [];
  let vectors: Weights[] = [];
  let solvedFor = Infinity;
  for (let d = 0; d < depths; d++) {
    const rows = rowsFrom[d];
    const remaining = rows.length / 3;
    // Re-solving the duals at every depth costs more than it prunes: refresh them once a
    // fifth of the remaining sites has been decided.
    const stale = remaining <= solvedFor - Math.max(2, solvedFor / 5);
    if (remaining > 0 && (d === 0 || stale)) {
      vectors = [
        d === 0 ? rootWeights : maxMinWeights(rows, steps),
        rootWeights,
        pairWeights(rows, 0, 1, steps),
        pairWeights(rows, 0, 2, steps),
        pairWeights(rows, 1, 2, steps),
      ];
      solvedFor = remaining;
    }
    vectors.forEach((w, k) => {
      weights.set(w, (d * vectorCount + k) * 3);
      reach[d * vectorCount + k] = weightedReach(rows, w[0], w[1], w[2]);
    });
    remainingSites[d] = remaining;
    const w = vectors[0];
    if (d + 1 < depths) reachAfter[d] = weightedReach(rowsFrom[d + 1], w[0], w[1], w[2]);
    for (let o = 0; o < 3; o++) {
      // Typed and sorted without a comparator: small markets are solved in about a
      // millisecond, and garbage from here brought on collector pauses about as long.
      const column = new Float64Array(remaining);
      for (let k = 0; k < remaining; k++) column[k] = rows[3 * k + o];
      column.sort();
      const prefix = new Float64Array(remaining + 1);
      let divisor = 0;
      for (let k = 0; k < remaining; k++) {
        const p = column[remaining - 1 - k];
        prefix[k + 1] = prefix[k] + p;
        divisor = greatestCommonDivisor(divisor, p);
      }
      largestFirst.push(prefix);
      reachAlone[d * 3 + o] = prefix[remaining];
      gcd[d * 3 + o] = divisor;
    }
  }
  const scale = reachAlone[0] + reachAlone[1] + reachAlone[2] + 1;
  return {
    vectorCount,
    weights,
    reach,
    reachAfter,
    reachAlone,
    gcd,
    remainingSites,
    largestFirst,
    rootWeights,
    tolerance: scale * 1e-9,
  };
}

/** For each depth, the payout rows of the sites in the blocks not yet decided. */
function suffixRows(blocks: Block[], payouts: Float64Array): Float64Array[] {
  const result: Float64Array[] = [new Float64Array(0)];
  const rows: number[] = [];
  for (let d = blocks.length - 1; d >= 0; d--) {
    for (const site of blocks[d].sites) {
      rows.push(payouts[3 * site], payouts[3 * site + 1], payouts[3 * site + 2]);
    }
    result.push(Float64Array.from(rows));
  }
  return result.reverse();
}

function greatestCommonDivisor(a: number, b: number): number {
  while (b > 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}
