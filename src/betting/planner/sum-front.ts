import type { Block } from './blocks.js';
import { countAtLeast, indicesByValue } from './sorted.js';
import { keepHiddenClass } from './hidden-classes.js';
import { indexOfPoint, paretoFront } from './pareto.js';

/** Larger fronts cost more to build and search than they save. */
const MAX_POINTS = 400_000;
/** Candidate sums looked at per step, after the filter. */
const MAX_CANDIDATES = 3_000_000;
/** A generous cost per candidate of the Pareto filter (measured: 60-150 ns). */
const FILTER_MS_PER_CANDIDATE = 2e-4;
/** Choices looked at between reads of the clock while summing (well under a millisecond). */
const CLOCK_EVERY = 65_536;
/**
 * Up to this many sums, a single site's step skips the Pareto filter: it drops only about 5-8%
 * of them, and sorting is most of what the small steps cost. Skipping at every size would let
 * fronts grow step after step (figures: bench/planner/NOTES.md).
 */
const UNFILTERED_SITE_STEP = 3000;

/**
 * The Pareto-maximal (home, draw, away) sums a set of blocks can add, grown one block at a
 * time, keeping only the sums that meet a weighted-sum requirement per weight vector (see
 * suffix.ts for where the requirements come from). Each front is kept, so a stored sum can be
 * traced back to one choice per block.
 */
export class SumFront {
  /** fronts[k]: the sums of the first k blocks added. */
  private readonly fronts: Float64Array[] = [new Float64Array(3)];
  /** Whether fronts[k] went through the Pareto filter, so is sorted by x then y descending. */
  private readonly sorted: boolean[] = [true];
  private readonly added: Block[] = [];

  get points(): Float64Array {
    return this.fronts[this.fronts.length - 1];
  }

  get size(): number {
    return this.points.length / 3;
  }

  get blockCount(): number {
    return this.added.length;
  }

  /** Sums that would pass the first vector's requirement if `block` were added next. */
  costOf(block: Block, vectors: Float64Array, required: Float64Array): number {
    return passingFirst(this.points, vectors, required[0], byFirstVector(block, vectors).values);
  }

  /**
   * Adds the block: every stored sum plus every choice whose weighted sums (vectors, three
   * entries each) reach `required`. False, and nothing changes, when the front would outgrow
   * its limits or could not be finished by `deadline` (performance.now()).
   */
  grow(block: Block, vectors: Float64Array, required: Float64Array, deadline = Infinity): boolean {
    const grown = this.sumsWith(block, vectors, required, deadline);
    if (grown === null) return false;
    const filter = block.choiceCount > 3 || grown.length / 3 > UNFILTERED_SITE_STEP;
    if (!filter) {
      this.push(block, grown, false);
      return true;
    }
    if (performance.now() + (grown.length / 3) * FILTER_MS_PER_CANDIDATE > deadline) return false;
    const front = paretoFront(grown);
    if (front.length / 3 > MAX_POINTS) return false;
    this.push(block, front, true);
    return true;
  }

  private push(block: Block, sums: Float64Array, sorted: boolean): void {
    this.fronts.push(sums);
    this.sorted.push(sorted);
    this.added.push(block);
  }

  /**
   * Every stored sum plus every choice of the block whose weighted sums reach `required`, not
   * Pareto filtered; null when there would be more than MAX_CANDIDATES or the deadline passes.
   */
  sumsWith(
    block: Block,
    vectors: Float64Array,
    required: Float64Array,
    deadline = Infinity,
  ): Float64Array | null {
    return sumsWith(this.points, block, vectors, required, deadline);
  }

  /**
   * The front with `block` added, storing the Pareto-maximal of `sums`: some of the sums
   * sumsWith gives for the block, chosen by the caller.
   */
  withLast(block: Block, sums: Float64Array): SumFront {
    const grown = this.copy(this.fronts.length);
    grown.push(block, paretoFront(sums), true);
    return grown;
  }

  /** The same front storing only the sums at `indices` (ascending, so in the same order). */
  keeping(indices: Int32Array): SumFront {
    const last = this.fronts.length - 1;
    const kept = this.copy(last);
    kept.push(this.added[last - 1], pick(this.points, indices), this.sorted[last]);
    return kept;
  }

  /** A front with this one's first `count` fronts (the blocks before them). */
  private copy(count: number): SumFront {
    const front = new SumFront();
    front.fronts.splice(0, 1, ...this.fronts.slice(0, count));
    front.sorted.splice(0, 1, ...this.sorted.slice(0, count));
    front.added.push(...this.added.slice(0, count - 1));
    return front;
  }

  /** One choice per block, in the order added, that together add up to stored sum `point`. */
  choicesFor(point: number): Int32Array {
    const choices = new Int32Array(this.added.length);
    const last = this.points;
    let [x, y, z] = [last[3 * point], last[3 * point + 1], last[3 * point + 2]];
    for (let k = this.added.length - 1; k >= 0; k--) {
      const block = this.added[k];
      const c = block.contributions;
      let found = -1;
      for (let choice = 0; choice < block.choiceCount && found < 0; choice++) {
        const find = this.sorted[k] ? indexOfPoint : indexOfPointUnsorted;
        const before = find(
          this.fronts[k],
          x - c[3 * choice],
          y - c[3 * choice + 1],
          z - c[3 * choice + 2],
        );
        if (before >= 0) found = choice;
      }
      // Every stored sum was made as a sum of the previous front plus a choice.
      if (found < 0) throw new Error('SumFront: a stored sum has no predecessor');
      choices[k] = found;
      x -= c[3 * found];
      y -= c[3 * found + 1];
      z -= c[3 * found + 2];
    }
    return choices;
  }
}

/**
 * Every point plus every choice of the block, keeping the sums that pass the filter; null when
 * there would be more than MAX_CANDIDATES or the deadline passes. Choices are scanned in
 * descending order of their value under the first vector, so each point's scan stops at the
 * first one short. Each requirement is checked as choice value ≥ what the point lacks, both
 * worked out once (N=40 shared feeds #26's last step, 370 141 candidates: 30 to 15 ms); the
 * output is sized by a count under the first vector, so it is never copied to grow.
 */
function sumsWith(
  points: Float64Array,
  block: Block,
  w: Float64Array,
  required: Float64Array,
  deadline: number,
): Float64Array | null {
  const vectorCount = required.length;
  const x = block.contributions;
  const weighted = (v: number, c: number): number =>
    w[3 * v] * x[3 * c] + w[3 * v + 1] * x[3 * c + 1] + w[3 * v + 2] * x[3 * c + 2];
  const choices = byFirstVector(block, w).order;
  // [k * vectorCount + v]: the k-th choice scanned, weighted by vector v.
  const values = new Float64Array(choices.length * vectorCount);
  const firstValues = new Float64Array(choices.length);
  for (let k = 0; k < choices.length; k++) {
    for (let v = 0; v < vectorCount; v++) values[k * vectorCount + v] = weighted(v, choices[k]);
    firstValues[k] = values[k * vectorCount];
  }
  const bound = passingFirst(points, w, required[0], firstValues);
  const out = new Float64Array(3 * Math.min(bound, MAX_CANDIDATES));
  const lacking = new Float64Array(vectorCount);
  const checked = vectorsThatCanFail(points, values, vectorCount, w, required);
  let size = 0;
  // Choices looked at since the clock was last read: counted, as a wide block (a merged feed
  // can have thousands of choices) makes each point cost anything from one to all of them.
  let scanned = CLOCK_EVERY;
  for (let p = 0; p < points.length; p += 3) {
    if (scanned >= CLOCK_EVERY) {
      if (performance.now() >= deadline) return null;
      scanned = 0;
    }
    const p0 = points[p];
    const p1 = points[p + 1];
    const p2 = points[p + 2];
    for (let v = 0; v < vectorCount; v++) {
      lacking[v] = required[v] - (w[3 * v] * p0 + w[3 * v + 1] * p1 + w[3 * v + 2] * p2);
    }
    const shortBy = lacking[0];
    let k = 0;
    for (; k < choices.length; k++) {
      const at = k * vectorCount;
      if (values[at] < shortBy) break;
      let passes = true;
      for (let t = 0; t < checked.length && passes; t++) {
        passes = values[at + checked[t]] >= lacking[checked[t]];
      }
      if (!passes) continue;
      if (size === out.length) return null;
      const c = 3 * choices[k];
      out[size++] = p0 + x[c];
      out[size++] = p1 + x[c + 1];
      out[size++] = p2 + x[c + 2];
    }
    scanned += k + 1;
  }
  return out.subarray(0, size);
}

/** A block's choices by their value under a plan's first vector, descending, and the values. */
interface ChoiceOrder {
  w0: number;
  w1: number;
  w2: number;
  order: Int32Array;
  values: Float64Array;
}

/** The last choice order worked out per block. */
const choiceOrders = new WeakMap<Block, ChoiceOrder>();

/**
 * Every table of a plan uses the same first vector, and a merged feed's thousands of choices
 * took a sort at each step of each table: worked out once per block.
 */
function byFirstVector(block: Block, w: Float64Array): ChoiceOrder {
  const known = choiceOrders.get(block);
  if (known && known.w0 === w[0] && known.w1 === w[1] && known.w2 === w[2]) return known;
  const x = block.contributions;
  const value = (c: number): number => w[0] * x[3 * c] + w[1] * x[3 * c + 1] + w[2] * x[3 * c + 2];
  const order = indicesByValue(block.choiceCount, value);
  const values = Float64Array.from(order, value);
  const computed = { w0: w[0], w1: w[1], w2: w[2], order, values };
  choiceOrders.set(block, computed);
  return computed;
}

/**
 * The vectors after the first that some sum of a point and a choice can fall short on: on the
 * last steps most cannot (N=40 shared feeds #26: four of six), and checking them is wasted.
 */
function vectorsThatCanFail(
  points: Float64Array,
  values: Float64Array,
  vectorCount: number,
  w: Float64Array,
  required: Float64Array,
): Int32Array {
  const canFail: number[] = [];
  for (let v = 1; v < vectorCount; v++) {
    let least = Infinity;
    for (let p = 0; p < points.length; p += 3) {
      least = Math.min(
        least,
        w[3 * v] * points[p] + w[3 * v + 1] * points[p + 1] + w[3 * v + 2] * points[p + 2],
      );
    }
    let leastChoice = Infinity;
    for (let at = v; at < values.length; at += vectorCount) {
      leastChoice = Math.min(leastChoice, values[at]);
    }
    // As checked in the scan: choice value ≥ what the point lacks.
    if (leastChoice < required[v] - least) canFail.push(v);
  }
  return Int32Array.from(canFail);
}

/** Sums of the points and choices that pass the first requirement (values descending). */
function passingFirst(
  points: Float64Array,
  w: Float64Array,
  required: number,
  values: Float64Array,
): number {
  let total = 0;
  for (let p = 0; p < points.length; p += 3) {
    const shortBy = required - (w[0] * points[p] + w[1] * points[p + 1] + w[2] * points[p + 2]);
    total += countAtLeast(values, shortBy);
  }
  return total;
}

/** The points (three entries each) at `indices`, in that order. */
export function pick(points: Float64Array, indices: Int32Array): Float64Array {
  const picked = new Float64Array(3 * indices.length);
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    picked[3 * k] = points[3 * i];
    picked[3 * k + 1] = points[3 * i + 1];
    picked[3 * k + 2] = points[3 * i + 2];
  }
  return picked;
}

/** Index of the point equal to (x, y, z) in points in no particular order, or -1. */
function indexOfPointUnsorted(points: Float64Array, x: number, y: number, z: number): number {
  for (let k = 0; k < points.length; k += 3) {
    if (points[k] === x && points[k + 1] === y && points[k + 2] === z) return k / 3;
  }
  return -1;
}

keepHiddenClass(new SumFront());
