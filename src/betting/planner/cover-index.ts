import { countAtLeast } from './sorted.js';
import { keepHiddenClass } from './hidden-classes.js';
import { sortByXThenY } from './pareto.js';

/**
 * "Which point is ≥ (a, b, c) on all three coordinates?" in O(log n): a persistent segment tree
 * over y-ranks holding the largest z (and its point), one version per prefix of the points
 * sorted by x descending. The points with x ≥ a are such a prefix, and within it the ranks of
 * the y ≥ b.
 */
export class CoverIndex {
  /** x of the points in x-descending order. */
  private readonly xs: Float64Array;
  /** Distinct y values, descending (rank order). */
  private readonly ys: Float64Array;
  private readonly roots: Int32Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly top: Float64Array;
  /** The point (index into the constructor's array) holding each node's top. */
  private readonly holder: Int32Array;
  private size = 1;

  constructor(points: Float64Array) {
    const n = points.length / 3;
    const { order, yRank, ys } = sortByXThenY(points);
    const ranks = ys.length;
    this.ys = ys;
    const levels = Math.ceil(Math.log2(Math.max(2, ranks))) + 2;
    const capacity = 1 + n * levels;
    this.left = new Int32Array(capacity);
    this.right = new Int32Array(capacity);
    // Node 0 is the shared empty tree.
    this.top = new Float64Array(capacity).fill(-Infinity);
    this.holder = new Int32Array(capacity).fill(-1);
    this.xs = new Float64Array(n);
    this.roots = new Int32Array(n + 1);
    for (let k = 0; k < n; k++) {
      const i = order[k];
      this.xs[k] = points[3 * i];
      this.roots[k + 1] = this.insert(this.roots[k], 0, ranks - 1, yRank[i], i, points[3 * i + 2]);
    }
  }

  get length(): number {
    return this.xs.length;
  }

  /** A point ≥ (a, b, c) (its index in the constructor's array), or -1. */
  find(a: number, b: number, c: number): number {
    // The points with x ≥ a are a prefix of the x-descending order.
    const withX = countAtLeast(this.xs, a);
    if (withX === 0) return -1;
    // Ranks 0..withY - 1 hold the y values ≥ b.
    const withY = countAtLeast(this.ys, b);
    if (withY === 0) return -1;
    return this.withLargestZ(this.roots[withX], this.ys.length - 1, withY - 1, c);
  }

  private insert(node: number, lo: number, hi: number, y: number, i: number, z: number): number {
    const copy = this.size++;
    this.left[copy] = this.left[node];
    this.right[copy] = this.right[node];
    if (z > this.top[node]) {
      this.top[copy] = z;
      this.holder[copy] = i;
    } else {
      this.top[copy] = this.top[node];
      this.holder[copy] = this.holder[node];
    }
    if (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (y <= mid) this.left[copy] = this.insert(this.left[node], lo, mid, y, i, z);
      else this.right[copy] = this.insert(this.right[node], mid + 1, hi, y, i, z);
    }
    return copy;
  }

  /** A point of the version with y-rank ≤ last and z ≥ c, or -1. */
  private withLargestZ(node: number, hi: number, last: number, c: number): number {
    let lo = 0;
    while (node !== 0) {
      if (hi <= last) return this.top[node] >= c ? this.holder[node] : -1;
      const mid = (lo + hi) >>> 1;
      if (last > mid) {
        const left = this.left[node];
        if (this.top[left] >= c) return this.holder[left];
        node = this.right[node];
        lo = mid + 1;
      } else {
        node = this.left[node];
        hi = mid;
      }
    }
    return -1;
  }
}

keepHiddenClass(new CoverIndex(new Float64Array(0)));
