import type { Block } from './blocks.js';
import { completableSums } from './completable.js';
import { CoverIndex } from './cover-index.js';
import { MAX_COORDINATE } from './pareto.js';
import { pick, SumFront } from './sum-front.js';

/**
 * Exact reachability for the last blocks of the search order. The LP bounds stay optimistic
 * until very few sites are left, so on shared-feed markets long chains of nodes survive them
 * and die only near the leaves. This table holds the Pareto-maximal (home, draw, away) sums the
 * trailing blocks can add, so a node at `depth` is pruned exactly: no completion can lift the
 * returns to a target unless some stored sum covers the deficit on all three outcomes.
 */
export interface SuffixTable {
  /** Blocks from this depth on are covered by the table. */
  depth: number;
  /**
   * What the table cost: its stored sums, or after a meet (see meet()) all the sums built for
   * it. The guesses step by how this grows.
   */
  size: number;
  /** A stored sum that adds at least (a, b, c) (its index), or -1. */
  find(a: number, b: number, c: number): number;
  /** The stored sum's (home, draw, away). */
  sum(point: number): [number, number, number];
  /** For each block from `depth` on, a choice; together they add up to the stored sum. */
  choicesFor(point: number): Int32Array;
}

/**
 * Which sums can still matter. Any answer that beats the best so far has, for each weight
 * vector w, w·returns ≥ least[w]; the blocks outside a front add at most their own best w·sum,
 * so a stored sum that falls short of the rest can never complete a better answer. Most of the
 * 3^k sums of k sites lie far below the LP optimum in some direction: this keeps fronts of
 * all the single sites and a few merged feeds small.
 */
export interface SuffixFilter {
  /** Weight vectors, three entries each. */
  vectors: Float64Array;
  /** Per vector: the least weighted total of any return triple that beats the best answer. */
  least: Float64Array;
  /** Slack for floating-point weights. */
  tolerance: number;
}

/** Fewer blocks than this are already settled by the ordinary bounds. */
const MIN_BLOCKS = 4;
const INDEX_MS_PER_POINT = 1e-3;
/** A generous cost per candidate of the last step's look-up (measured: about 45 ns). */
const LOOKUP_MS_PER_SUM = 2e-4;
/** Sums passing the first vector's requirement beyond which a step is not tried. */
const MAX_STEP_COST = 6_000_000;

/**
 * The blocks split at `depth`: a table of the sums of the blocks from there on and, when they
 * fit too, the front of the sums of the blocks before it. With both, the search is a join:
 * each prefix sum looks its completion up in the table (meet in the middle).
 */
export interface Split {
  depth: number;
  suffix: SuffixTable;
  prefix: SumFront | null;
}

/**
 * Grows the prefix front from the first block and the suffix table from the last, always the
 * side whose next step looks at fewer sums, until they meet or both reach their limits. Null
 * when no table is worth it or the deadline comes first.
 */
export function buildSplit(
  blocks: readonly Block[],
  filter: SuffixFilter,
  deadline: number,
): Split | null {
  if (!fitsKeys(blocks)) return null;
  const n = blocks.length;
  const vectorCount = filter.vectors.length / 3;
  const best = blocks.map((block) => bestValues(block, filter.vectors));
  const everything = new Float64Array(vectorCount);
  for (const values of best) for (let v = 0; v < vectorCount; v++) everything[v] += values[v];
  // A set of blocks must add at least `least` less what all the other blocks can add.
  const inFront = new Float64Array(vectorCount);
  const inBack = new Float64Array(vectorCount);
  const requiredWith = (inside: Float64Array, block: number): Float64Array =>
    inside.map(
      (total, v) => filter.least[v] - filter.tolerance - (everything[v] - total - best[block][v]),
    );
  const front = new SumFront();
  const back = new SumFront();
  let i = 0;
  let j = n;
  let frontStuck = false;
  let backStuck = false;
  // What each side's next step would look at; recomputed when that side grows.
  let frontCost = -1;
  let backCost = -1;
  // The last one or two blocks are left for meet().
  while (i < j - 1 && !(frontStuck && backStuck) && performance.now() < deadline) {
    if (frontCost < 0)
      frontCost = front.costOf(blocks[i], filter.vectors, requiredWith(inFront, i));
    if (backCost < 0) {
      backCost = back.costOf(blocks[j - 1], filter.vectors, requiredWith(inBack, j - 1));
    }
    // A step far past the candidate limit would only be generated to be thrown away.
    if (frontCost > MAX_STEP_COST) frontStuck = true;
    if (backCost > MAX_STEP_COST) backStuck = true;
    if (frontStuck && backStuck) break;
    if (i === j - 2 && !frontStuck && !backStuck) {
      const split = meet(
        { sums: front, block: blocks[i], required: requiredWith(inFront, i) },
        { sums: back, block: blocks[j - 1], required: requiredWith(inBack, j - 1) },
        filter,
        deadline,
      );
      if (split) return split;
    }
    const useFront = !frontStuck && (backStuck || frontCost <= backCost);
    if (useFront) {
      if (front.grow(blocks[i], filter.vectors, requiredWith(inFront, i), deadline)) {
        for (let v = 0; v < vectorCount; v++) inFront[v] += best[i][v];
        i++;
        frontCost = -1;
      } else frontStuck = true;
    } else if (back.grow(blocks[j - 1], filter.vectors, requiredWith(inBack, j - 1), deadline)) {
      for (let v = 0; v < vectorCount; v++) inBack[v] += best[j - 1][v];
      j--;
      backCost = -1;
    } else backStuck = true;
  }
  if (i === j - 1 && performance.now() < deadline) {
    const last = blocks[i];
    if (frontCost < 0) frontCost = front.costOf(last, filter.vectors, requiredWith(inFront, i));
    if (backCost < 0) backCost = back.costOf(last, filter.vectors, requiredWith(inBack, i));
    const addToFront = frontCost <= backCost;
    const split = meet(
      { sums: front, block: addToFront ? last : null, required: requiredWith(inFront, i) },
      { sums: back, block: addToFront ? null : last, required: requiredWith(inBack, i) },
      filter,
      deadline,
    );
    if (split) return split;
  }
  // Out of time (the index costs about a microsecond a point): the search stops at once
  // anyway and reports its proven bound.
  if (performance.now() + back.size * INDEX_MS_PER_POINT >= deadline) return null;
  if (n - j < MIN_BLOCKS) return null;
  return { depth: j, suffix: suffixTable(back, n, back.size), prefix: null };
}

/** A side of the meet: its front, and the block it adds there (if any) under `required`. */
interface MeetSide {
  sums: SumFront;
  block: Block | null;
  required: Float64Array;
}

/**
 * The last step: each side plus the block it adds (one side may add none), joined with the
 * other. Of the hundreds of thousands of sums on each side only a few complete one on the other
 * side to the floor (N=40 shared feeds #26 at 37 247: 13 of 406 608 suffix sums, 6 of 181 569
 * prefix sums), so both sides keep only those: the sums of this step need no Pareto filter,
 * and the table and the join become trivial. With two blocks left, each side adds one here
 * rather than one side first through the Pareto filter just to serve as partners.
 */
function meet(
  front: MeetSide,
  back: MeetSide,
  filter: SuffixFilter,
  deadline: number,
): Split | null {
  // The side with fewer sums first: the most its sums add under each vector tightens what the
  // other side's sums must add (the blocks' best choices together overstate it).
  const frontFirst = expectedSums(front, filter) <= expectedSums(back, filter);
  const first = frontFirst ? front : back;
  const second = frontFirst ? back : front;
  const firstSums = sumsOf(first, filter, first.required, deadline);
  const secondSums =
    firstSums && sumsOf(second, filter, tightened(second.required, filter, firstSums), deadline);
  if (!firstSums || !secondSums) return null;
  const frontSums = frontFirst ? firstSums : secondSums;
  const backSums = frontFirst ? secondSums : firstSums;
  const added = (frontSums.length + backSums.length) / 3;
  if (performance.now() + added * LOOKUP_MS_PER_SUM >= deadline) return null;
  const floor = returnFloor(filter);
  const [frontKept, backKept] = partnered(frontSums, backSums, floor);
  const prefix = narrowed(front, frontSums, frontKept);
  const suffix = narrowed(back, backSums, backKept);
  const blocks = prefix.blockCount + suffix.blockCount;
  const built =
    front.sums.size + back.sums.size + grownBy(front, frontSums) + grownBy(back, backSums);
  return { depth: prefix.blockCount, suffix: suffixTable(suffix, blocks, built), prefix };
}

/**
 * The sums on each side that some sum on the other side lifts to `floor`. The partners' grid
 * goes over the smaller side and the larger side looks up in it: a grid costs about as much a
 * point to build as a look-up, and one side can hold hundreds of times the other's sums
 * (N=40 mixed #32: 1 206 068 against 3 533).
 */
function partnered(
  front: Float64Array,
  back: Float64Array,
  floor: Float64Array,
): [Int32Array, Int32Array] {
  if (front.length < back.length) {
    const backKept = completableSums(back, front, floor);
    return [completableSums(front, pick(back, backKept), floor), backKept];
  }
  const frontKept = completableSums(front, back, floor);
  return [frontKept, completableSums(back, pick(front, frontKept), floor)];
}

function narrowed(side: MeetSide, sums: Float64Array, kept: Int32Array): SumFront {
  return side.block ? side.sums.withLast(side.block, pick(sums, kept)) : side.sums.keeping(kept);
}

function grownBy(side: MeetSide, sums: Float64Array): number {
  return side.block ? sums.length / 3 : 0;
}

/** The side's sums after its step in the meet, not Pareto filtered; null past the limits. */
function sumsOf(
  side: MeetSide,
  filter: SuffixFilter,
  required: Float64Array,
  deadline: number,
): Float64Array | null {
  if (!side.block) return side.sums.points;
  return side.sums.sumsWith(side.block, filter.vectors, required, deadline);
}

/** Per weight vector: the largest weighted total of the points. */
function mostOf(points: Float64Array, w: Float64Array): Float64Array {
  const most = new Float64Array(w.length / 3).fill(-Infinity);
  for (let v = 0; v < most.length; v++) {
    for (let p = 0; p < points.length; p += 3) {
      const value =
        w[3 * v] * points[p] + w[3 * v + 1] * points[p + 1] + w[3 * v + 2] * points[p + 2];
      if (value > most[v]) most[v] = value;
    }
  }
  return most;
}

/** Sums the side's step would look at (passing the first vector's requirement). */
function expectedSums(side: MeetSide, filter: SuffixFilter): number {
  if (!side.block) return side.sums.size;
  return side.sums.costOf(side.block, filter.vectors, side.required);
}

/**
 * What a side's sums must add under each vector given its partners, the other side's sums: an
 * improving answer adds at least `least` in all, of which a partner adds at most its largest.
 */
function tightened(
  required: Float64Array,
  filter: SuffixFilter,
  partners: Float64Array,
): Float64Array {
  const most = mostOf(partners, filter.vectors);
  return required.map((need, v) => Math.max(need, filter.least[v] - filter.tolerance - most[v]));
}

function suffixTable(back: SumFront, blocks: number, size: number): SuffixTable {
  const points = back.points;
  const index = new CoverIndex(points);
  return {
    depth: blocks - back.blockCount,
    size,
    find: (a, b, c) => index.find(a, b, c),
    sum: (k) => [points[3 * k], points[3 * k + 1], points[3 * k + 2]],
    // The back front added the blocks last first.
    choicesFor: (k) => back.choicesFor(k).reverse(),
  };
}

/**
 * Per outcome: the least return of any answer that beats the best. The filter's unit vectors
 * carry exactly that as their least weighted total.
 */
function returnFloor(filter: SuffixFilter): Float64Array {
  const floor = new Float64Array(3).fill(-Infinity);
  const w = filter.vectors;
  for (let v = 0; v < filter.least.length; v++) {
    const weights = [w[3 * v], w[3 * v + 1], w[3 * v + 2]];
    const o = weights.indexOf(1);
    if (o >= 0 && weights.every((x, k) => k === o || x === 0)) {
      floor[o] = Math.max(floor[o], filter.least[v]);
    }
  }
  return floor;
}

/** Per weight vector: the block's best weighted sum over its choices. */
function bestValues(block: Block, w: Float64Array): Float64Array {
  const x = block.contributions;
  return Float64Array.from({ length: w.length / 3 }, (_, v) => {
    let best = -Infinity;
    for (let c = 0; c < x.length; c += 3) {
      best = Math.max(best, w[3 * v] * x[c] + w[3 * v + 1] * x[c + 1] + w[3 * v + 2] * x[c + 2]);
    }
    return best;
  });
}

/** fitsKeys per block list: the guesses build a table for the same blocks again and again. */
const keysFit = new WeakMap<readonly Block[], boolean>();

/** Sums of whole units stay exact integer keys below MAX_COORDINATE. */
function fitsKeys(blocks: readonly Block[]): boolean {
  let fits = keysFit.get(blocks);
  if (fits === undefined) {
    fits = sumsFitKeys(blocks);
    keysFit.set(blocks, fits);
  }
  return fits;
}

function sumsFitKeys(blocks: readonly Block[]): boolean {
  let total = 0;
  for (const block of blocks) {
    const x = block.contributions;
    let largest = 0;
    for (let k = 0; k < x.length; k++) {
      if (!Number.isInteger(x[k]) || x[k] < 0) return false;
      largest = Math.max(largest, x[k]);
    }
    total += largest;
  }
  return total <= MAX_COORDINATE;
}
