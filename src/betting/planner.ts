import { buildBlocks, type Block } from './planner/blocks.js';
import { buildBoundTables, type BoundTables } from './planner/bounds.js';
import { buildDominance } from './planner/dominance.js';
import { enumerateBest, type Assignment } from './planner/exhaustive.js';
import { firstAnswer } from './planner/incumbent.js';
import { likelihoodOrder, payoutMatrix } from './planner/payouts.js';
import { BranchAndBound } from './planner/search.js';

export type Outcome = '1' | 'X' | '2';

/** One site's stake (whole kr) and decimal odds. */
export interface PlannerSite {
  stake: number;
  home: number;
  draw: number;
  away: number;
}

export interface PlanResult {
  outcomes: Outcome[];
  returns: { home: number; draw: number; away: number };
  minReturn: number;
  /** minReturn is proven maximal (the tie-breaks may be unfinished if time ran out). */
  optimal: boolean;
  /** Proven: no assignment guarantees more than this. */
  upperBound: number;
}

const OUTCOMES: Outcome[] = ['1', 'X', '2'];
const DEFAULT_TIME_LIMIT_MS = 500;

/**
 * Picks one outcome per site to maximise the smallest total return exactly, then the middle
 * and the largest return (see planner/ranking.ts for the full order, including the case of
 * fewer than three sites). Returns the best answer found and a proven bound if the time
 * limit runs out first.
 */
export function planBet(
  sites: readonly PlannerSite[],
  options: { timeLimitMs?: number } = {},
): PlanResult {
  const deadline = performance.now() + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const payouts = payoutMatrix(sites);
  const order = likelihoodOrder(sites);
  if (sites.length < 3) {
    const best = enumerateBest(payouts, sites.length, order);
    return toResult(best, minimum(best.returns));
  }
  const blocks = orderBlocks(buildBlocks(sites, payouts), payouts);
  const tables = buildBoundTables(blocks, payouts);
  const bySize = sites
    .map((_, i) => i)
    .sort((i, j) => rowMax(payouts, j) - rowMax(payouts, i) || i - j);
  const incumbent = firstAnswer(payouts, bySize, tables.rootWeights, order);
  const search = new BranchAndBound(
    blocks,
    choiceOrders(blocks, tables),
    tables,
    buildDominance(blocks, payouts, sites.length),
    order,
    deadline,
    incumbent,
  );
  const { best, upperBound } = search.run();
  return toResult(best, upperBound);
}

/** The plain 3^n enumeration under the same order: the reference for tests and benchmarks. */
export function planBetExhaustive(sites: readonly PlannerSite[]): PlanResult {
  const best = enumerateBest(payoutMatrix(sites), sites.length, likelihoodOrder(sites));
  return toResult(best, minimum(best.returns));
}

function toResult(best: Assignment, upperBound: number): PlanResult {
  const minReturn = minimum(best.returns);
  return {
    outcomes: Array.from(best.choice, (o) => OUTCOMES[o]),
    returns: { home: best.returns[0], draw: best.returns[1], away: best.returns[2] },
    minReturn,
    optimal: upperBound <= minReturn,
    upperBound,
  };
}

function minimum(returns: Float64Array): number {
  return Math.min(returns[0], returns[1], returns[2]);
}

function rowMax(payouts: Float64Array, site: number): number {
  return Math.max(payouts[3 * site], payouts[3 * site + 1], payouts[3 * site + 2]);
}

function blockSize(block: Block, payouts: Float64Array): number {
  return block.sites.reduce((total, site) => total + rowMax(payouts, site), 0);
}

/**
 * Largest first, so merged blocks (whole odds feeds) are decided near the root. Measured
 * against singles-first on shared-feed markets: about half the nodes in total.
 */
function orderBlocks(blocks: Block[], payouts: Float64Array): Block[] {
  return blocks.sort(
    (a, b) => blockSize(b, payouts) - blockSize(a, payouts) || a.sites[0] - b.sites[0],
  );
}

/** Choices in the order the LP relaxation at that depth prefers them (the search relies on it). */
function choiceOrders(blocks: Block[], tables: BoundTables): Int32Array[] {
  return blocks.map((block, d) => {
    const w = tables.weights.subarray(d * tables.vectorCount * 3, d * tables.vectorCount * 3 + 3);
    const c = block.contributions;
    const value = (k: number): number =>
      w[0] * c[3 * k] + w[1] * c[3 * k + 1] + w[2] * c[3 * k + 2];
    const choices = Array.from({ length: block.choiceCount }, (_, k) => k);
    return Int32Array.from(choices.sort((a, b) => value(b) - value(a) || a - b));
  });
}
