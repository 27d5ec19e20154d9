import { buildBlocks, type Block } from './blocks.js';
import { buildBoundTables, VECTOR_COUNT, type BoundTables } from './bounds.js';
import { buildDominance } from './dominance.js';
import { indicesByValue } from './sorted.js';
import { enumerateBest } from './exhaustive.js';
import { searchWithGuesses, type GuessTuning, type Search } from './guesses.js';
import { firstAnswer } from './first-answer.js';
import { smallestReturn } from './ranking.js';
import { BranchAndBound } from './search.js';
import type { Assignment, PayoutMatrix } from './types.js';

/**
 * Below this many assignments (counting merged feeds' distinct splits once), even unfiltered
 * meet-in-the-middle fronts would be small: about 16 sites.
 */
const SMALL_SPACE = 1e9;

/**
 * The best assignment and a proven upper bound on its smallest return (equal to it when the
 * search finished before the deadline). `tuning` overrides how the search proceeds (see
 * guesses.ts); tests use it to send small markets down the paths hard ones take.
 */
export function bestAssignment(
  matrix: PayoutMatrix,
  deadline: number,
  tuning: Partial<GuessTuning> = {},
): { best: Assignment; upperBound: number } {
  const { payouts, allowed, order } = matrix;
  const n = allowed.length;
  if (n < 3) {
    const best = enumerateBest(matrix);
    return { best, upperBound: smallestReturn(best.returns) };
  }
  const blocks = orderBlocks(buildBlocks(matrix), payouts);
  // Forbidden choices pay 0 in the matrix, so these bounds (over all three outcomes) still
  // bound every allowed completion, and are as tight as bounds over the allowed ones alone.
  const tables = buildBoundTables(blocks, payouts);
  const bySize = Array.from({ length: n }, (_, i) => i).sort(
    (i, j) => rowMax(payouts, j) - rowMax(payouts, i) || i - j,
  );
  const incumbent = firstAnswer(matrix, bySize, tables.rootWeights);
  const orders = choiceOrders(blocks, tables);
  const dominance = buildDominance(blocks, payouts, allowed, n);
  const search: Search = (start, limits) =>
    new BranchAndBound(blocks, orders, tables, dominance, order, limits, start).run();
  const space = blocks.reduce((product, block) => product * block.choiceCount, 1);
  return searchWithGuesses(search, incumbent, deadline, {
    smallSpace: space < SMALL_SPACE,
    ...tuning,
  });
}

function rowMax(payouts: Float64Array, site: number): number {
  return Math.max(payouts[3 * site], payouts[3 * site + 1], payouts[3 * site + 2]);
}

function blockSize(block: Block, payouts: Float64Array): number {
  return block.sites.reduce((total, site) => total + rowMax(payouts, site), 0);
}

/**
 * Largest first, so merged blocks (whole odds feeds) are decided near the root: about half
 * the nodes of singles-first on shared-feed markets.
 */
function orderBlocks(blocks: Block[], payouts: Float64Array): Block[] {
  return blocks.sort(
    (a, b) => blockSize(b, payouts) - blockSize(a, payouts) || a.sites[0] - b.sites[0],
  );
}

/** Choices in the order the LP relaxation at that depth prefers them (the search relies on it). */
function choiceOrders(blocks: Block[], tables: BoundTables): Int32Array[] {
  return blocks.map((block, d) => {
    const w = tables.weights.subarray(d * VECTOR_COUNT * 3, d * VECTOR_COUNT * 3 + 3);
    const c = block.contributions;
    const value = (k: number): number =>
      w[0] * c[3 * k] + w[1] * c[3 * k + 1] + w[2] * c[3 * k + 2];
    return indicesByValue(block.choiceCount, value);
  });
}
