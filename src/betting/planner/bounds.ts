import type { Block } from './blocks.js';
import {
  COARSE_STEPS,
  FINE_STEPS,
  REFRESH_STEPS,
  maxMinWeights,
  pairWeights,
  type Weights,
} from './duals.js';

/**
 * Everything the search needs to reject a node in O(1): per depth (blocks already decided),
 * a few weight vectors with what the remaining sites can add to the weighted returns, the
 * per-outcome gcd of the remaining payouts, and their sorted prefix sums (counting bound).
 */
export interface BoundTables {
  /**
   * depth × vector × outcome. The vectors per depth, in this order (search.ts relies on it):
   * the depth's max-min weights, the root's, then the pairs (1, X), (1, 2) and (X, 2), whose
   * third weight is 0.
   */
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
  /**
   * Prefix sums of the remaining payouts of an outcome, largest first: for depth d and outcome
   * o, remainingSites[d] + 1 entries from largestFirstAt[3 * d + o].
   */
  largestFirst: Float64Array;
  largestFirstAt: Int32Array;
  /** Root LP dual weights, also used to order choices and the first greedy answer. */
  rootWeights: Weights;
  tolerance: number;
}

/** Weight vectors per depth (see BoundTables.weights). */
export const VECTOR_COUNT = 5;

/** Up to this many sites, coarser duals pay (see COARSE_STEPS). */
const SMALL_MARKET = 20;

export function buildBoundTables(blocks: Block[], payouts: Float64Array): BoundTables {
  const depths = blocks.length + 1;
  const rows = rowsInOrder(blocks, payouts);
  const remainingSites = remainingPerDepth(blocks);
  // The sites of the blocks from depth d on: a suffix of the rows.
  const rowsFrom = (d: number): Float64Array => rows.subarray(rows.length - 3 * remainingSites[d]);
  const steps = payouts.length / 3 <= SMALL_MARKET ? COARSE_STEPS : FINE_STEPS;
  const rootWeights = maxMinWeights(rows, steps);
  const weights = new Float64Array(depths * VECTOR_COUNT * 3);
  const reach = new Float64Array(depths * VECTOR_COUNT);
  const reachAfter = new Float64Array(depths);
  const reachAlone = new Float64Array(depths * 3);
  const gcd = new Float64Array(depths * 3);
  const { largestFirst, largestFirstAt } = countingTables(rows, remainingSites, reachAlone, gcd);
  let vectors: Weights[] = [];
  // Per vector, what the rows from each row on add under it: one pass from the end, rather
  // than a sum over the remaining rows at every depth.
  let fromRow: Float64Array[] = [];
  let solvedFor = Infinity;
  const firstRow = (d: number): number => rows.length / 3 - remainingSites[d];
  for (let d = 0; d < depths; d++) {
    const remaining = remainingSites[d];
    // Re-solving the duals at every depth costs more than it prunes: refresh them once a
    // fifth of the remaining sites has been decided, coarsely, and the pairs only at the root
    // (figures: bench/planner/NOTES.md).
    const stale = remaining <= solvedFor - Math.max(2, solvedFor / 5);
    if (d === 0) {
      vectors = [
        rootWeights,
        rootWeights,
        pairWeights(rows, 0, 1, steps),
        pairWeights(rows, 0, 2, steps),
        pairWeights(rows, 1, 2, steps),
      ];
      fromRow = vectors.map((w) => reachFromEachRow(rows, w));
      solvedFor = remaining;
    } else if (remaining > 0 && stale) {
      vectors = [maxMinWeights(rowsFrom(d), REFRESH_STEPS), ...vectors.slice(1)];
      fromRow = [reachFromEachRow(rows, vectors[0]), ...fromRow.slice(1)];
      solvedFor = remaining;
    }
    vectors.forEach((w, k) => {
      weights.set(w, (d * VECTOR_COUNT + k) * 3);
      reach[d * VECTOR_COUNT + k] = fromRow[k][firstRow(d)];
    });
    if (d + 1 < depths) reachAfter[d] = fromRow[0][firstRow(d + 1)];
  }
  const scale = reachAlone[0] + reachAlone[1] + reachAlone[2] + 1;
  return {
    weights,
    reach,
    reachAfter,
    reachAlone,
    gcd,
    remainingSites,
    largestFirst,
    largestFirstAt,
    rootWeights,
    tolerance: scale * 1e-9,
  };
}

/**
 * The counting bound's tables, from the deepest depth up: each depth's sites are the next
 * depth's plus one block's, so each outcome's payouts stay sorted by insertion and their gcd is
 * kept as it goes: a sort and a gcd over every remaining site at each depth cost about half as
 * much as the duals on a 16-site market (figures: bench/planner/NOTES.md). Writes reachAlone and
 * gcd.
 */
function countingTables(
  rows: Float64Array,
  remainingSites: Int32Array,
  reachAlone: Float64Array,
  gcd: Float64Array,
): Pick<BoundTables, 'largestFirst' | 'largestFirstAt'> {
  const depths = remainingSites.length;
  const sites = remainingSites[0];
  const largestFirstAt = new Int32Array(3 * depths);
  let entries = 0;
  for (let d = 0; d < depths; d++) {
    for (let o = 0; o < 3; o++) {
      largestFirstAt[3 * d + o] = entries;
      entries += remainingSites[d] + 1;
    }
  }
  const largestFirst = new Float64Array(entries);
  // Per outcome, the remaining payouts largest first: sites × 3, outcome-major.
  const sorted = new Float64Array(3 * sites);
  const divisor = [0, 0, 0];
  for (let d = depths - 1; d >= 0; d--) {
    const remaining = remainingSites[d];
    const added = remaining - (d + 1 < depths ? remainingSites[d + 1] : 0);
    const first = sites - remaining;
    for (let o = 0; o < 3; o++) {
      const column = o * sites;
      for (let i = first; i < first + added; i++) {
        const p = rows[3 * i + o];
        divisor[o] = greatestCommonDivisor(divisor[o], p);
        // The deeper depths' payouts and this block's earlier ones are sorted in front of it.
        let k = remaining - added + (i - first);
        while (k > 0 && sorted[column + k - 1] < p) {
          sorted[column + k] = sorted[column + k - 1];
          k--;
        }
        sorted[column + k] = p;
      }
      const at = largestFirstAt[3 * d + o];
      for (let k = 0; k < remaining; k++)
        largestFirst[at + k + 1] = largestFirst[at + k] + sorted[column + k];
      reachAlone[3 * d + o] = largestFirst[at + remaining];
      gcd[3 * d + o] = divisor[o];
    }
  }
  return { largestFirst, largestFirstAt };
}

/** For each row i (and one past the last): Σ over rows r ≥ i of max_o w_o·p_ro. */
function reachFromEachRow(rows: Float64Array, w: Weights): Float64Array {
  const n = rows.length / 3;
  const reach = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    reach[i] =
      reach[i + 1] + Math.max(w[0] * rows[3 * i], w[1] * rows[3 * i + 1], w[2] * rows[3 * i + 2]);
  }
  return reach;
}

/** The payout rows of the sites in search order (block by block). */
function rowsInOrder(blocks: Block[], payouts: Float64Array): Float64Array {
  const rows = new Float64Array(payouts.length);
  let at = 0;
  for (const block of blocks) {
    for (const site of block.sites) {
      rows.set(payouts.subarray(3 * site, 3 * site + 3), at);
      at += 3;
    }
  }
  return rows;
}

/** For each depth, how many sites the blocks not yet decided hold. */
function remainingPerDepth(blocks: Block[]): Int32Array {
  const remaining = new Int32Array(blocks.length + 1);
  for (let d = blocks.length - 1; d >= 0; d--)
    remaining[d] = remaining[d + 1] + blocks[d].sites.length;
  return remaining;
}

function greatestCommonDivisor(a: number, b: number): number {
  while (b > 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}
