import type { Block } from './blocks.js';

/**
 * Exact reachability for the last blocks of the search order. The LP bounds stay optimistic
 * until very few sites are left, so on shared-feed markets long chains of nodes survive them
 * and die only near the leaves. This table holds every Pareto-maximal (home, draw, away) sum
 * the trailing blocks can add, so a node at `depth` is pruned exactly: no completion can lift
 * the returns to a target unless some stored sum covers the deficit on all three outcomes.
 */
export interface SuffixReach {
  /** Blocks from this depth on are covered by the table. */
  depth: number;
  /** True when some completion adds at least (a, b, c). */
  reaches(a: number, b: number, c: number): boolean;
}

/** Above this many Pareto points the table costs more to build than it saves. */
const MAX_POINTS = 30_000;
/** Candidate sums looked at per step (set size × block choices). */
const MAX_CANDIDATES = 200_000;
/** Fewer blocks than this are already settled by the ordinary bounds. */
const MIN_BLOCKS = 4;

export function buildSuffixReach(blocks: readonly Block[]): SuffixReach | null {
  let points: Float64Array = new Float64Array(3);
  let depth = blocks.length;
  for (let d = blocks.length - 1; d >= 0; d--) {
    const block = blocks[d];
    if ((points.length / 3) * block.choiceCount > MAX_CANDIDATES) break;
    const grown = paretoMaximal(sumsWith(points, block));
    if (grown.length / 3 > MAX_POINTS) break;
    points = grown;
    depth = d;
  }
  if (blocks.length - depth < MIN_BLOCKS) return null;
  const index = new DominanceIndex(points);
  return { depth, reaches: (a, b, c) => index.covers(a, b, c) };
}

function sumsWith(points: Float64Array, block: Block): Float64Array {
  const x = block.contributions;
  const out = new Float64Array(points.length * block.choiceCount);
  let k = 0;
  for (let p = 0; p < points.length; p += 3) {
    for (let c = 0; c < x.length; c += 3) {
      out[k++] = points[p] + x[c];
      out[k++] = points[p + 1] + x[c + 1];
      out[k++] = points[p + 2] + x[c + 2];
    }
  }
  return out;
}

/** Indices of the points sorted by x, then y, then z, all descending. */
function sortedDescending(points: Float64Array): Int32Array {
  const order = Int32Array.from({ length: points.length / 3 }, (_, i) => i);
  return order.sort(
    (i, j) =>
      points[3 * j] - points[3 * i] ||
      points[3 * j + 1] - points[3 * i + 1] ||
      points[3 * j + 2] - points[3 * i + 2],
  );
}

/** Ranks of y among the distinct y values, ascending. */
function yRanks(points: Float64Array): { values: Float64Array; rank: (y: number) => number } {
  const ys = new Float64Array(points.length / 3);
  for (let i = 0; i < ys.length; i++) ys[i] = points[3 * i + 1];
  ys.sort();
  let m = 0;
  for (let i = 0; i < ys.length; i++) if (i === 0 || ys[i] !== ys[m - 1]) ys[m++] = ys[i];
  const values = ys.slice(0, m);
  return { values, rank: (y) => lowerBound(values, y) };
}

/** First index whose value is ≥ v (values ascending). */
function lowerBound(values: Float64Array, v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The points no other point covers on all three outcomes. Scanning by x descending, a point is
 * dominated exactly when an earlier one has y and z at least as large: a Fenwick tree over
 * y-ranks (largest first) keeps the largest z seen.
 */
function paretoMaximal(points: Float64Array): Float64Array {
  const { values, rank } = yRanks(points);
  const m = values.length;
  const tree = new Float64Array(m + 1).fill(-Infinity);
  const kept: number[] = [];
  for (const i of sortedDescending(points)) {
    const y = points[3 * i + 1];
    const z = points[3 * i + 2];
    // Position counted from the largest y, 1-based: prefix = every y at least this one.
    const position = m - rank(y);
    let best = -Infinity;
    for (let p = position; p > 0; p -= p & -p) best = Math.max(best, tree[p]);
    if (best >= z) continue;
    kept.push(points[3 * i], y, z);
    for (let p = position; p <= m; p += p & -p) tree[p] = Math.max(tree[p], z);
  }
  return Float64Array.from(kept);
}

/**
 * "Is some point ≥ (a, b, c)?" in O(log n): a persistent segment tree over y-ranks holding the
 * largest z, with one version per prefix of the points sorted by x descending.
 */
class DominanceIndex {
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly roots: Int32Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly top: Float64Array;
  private size = 1;

  constructor(points: Float64Array) {
    const n = points.length / 3;
    const { values } = yRanks(points);
    this.ys = values;
    const levels = Math.ceil(Math.log2(Math.max(2, values.length))) + 2;
    const capacity = 1 + n * levels;
    this.left = new Int32Array(capacity);
    this.right = new Int32Array(capacity);
    // Node 0 is the shared empty tree.
    this.top = new Float64Array(capacity).fill(-Infinity);
    this.xs = new Float64Array(n);
    this.roots = new Int32Array(n + 1);
    let k = 0;
    for (const i of sortedDescending(points)) {
      this.xs[k] = points[3 * i];
      const y = lowerBound(values, points[3 * i + 1]);
      this.roots[k + 1] = this.insert(this.roots[k], 0, values.length - 1, y, points[3 * i + 2]);
      k++;
    }
  }

  covers(a: number, b: number, c: number): boolean {
    // Points with x ≥ a form a prefix of the x-descending order.
    let lo = 0;
    let hi = this.xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.xs[mid] >= a) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return false;
    const from = lowerBound(this.ys, b);
    if (from >= this.ys.length) return false;
    return this.largestZ(this.roots[lo], 0, this.ys.length - 1, from) >= c;
  }

  private insert(node: number, lo: number, hi: number, y: number, z: number): number {
    const copy = this.size++;
    this.left[copy] = this.left[node];
    this.right[copy] = this.right[node];
    this.top[copy] = Math.max(this.top[node], z);
    if (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (y <= mid) this.left[copy] = this.insert(this.left[node], lo, mid, y, z);
      else this.right[copy] = this.insert(this.right[node], mid + 1, hi, y, z);
    }
    return copy;
  }

  /** Largest z among the version's points whose y-rank is ≥ from. */
  private largestZ(node: number, lo: number, hi: number, from: number): number {
    let best = -Infinity;
    while (node !== 0) {
      if (from <= lo) return Math.max(best, this.top[node]);
      const mid = (lo + hi) >>> 1;
      if (from <= mid) {
        best = Math.max(best, this.top[this.right[node]]);
        node = this.left[node];
        hi = mid;
      } else {
        node = this.right[node];
        lo = mid + 1;
      }
    }
    return best;
  }
}
