/**
 * Pareto filtering of (home, draw, away) sums. The suffix tables hold hundreds of thousands of
 * points, so sorting is by radix on whole-number keys: a comparator sort is many times slower
 * (figures: bench/planner/NOTES.md).
 */

/** Coordinates must be whole numbers in [0, MAX_COORDINATE] to serve as radix keys. */
export const MAX_COORDINATE = 2 ** 31 - 1;

/**
 * Stable sort of (key, value) pairs by ascending key: LSD radix, carrying the keys along so
 * every pass reads sequentially. Digits are narrower for short arrays (clearing and summing
 * the counts costs 2^bits a pass); only as many passes as `maxKey` needs are made.
 */
export function sortPairs(
  keys: Uint32Array,
  values: Int32Array,
  maxKey: number,
): { keys: Uint32Array; values: Int32Array } {
  let fromKeys: Uint32Array = keys;
  let fromValues: Int32Array = values;
  let toKeys: Uint32Array = new Uint32Array(keys.length);
  let toValues: Int32Array = new Int32Array(values.length);
  const bits = keys.length <= 256 ? 6 : keys.length <= 8192 ? 8 : 11;
  const digits = 1 << bits;
  const mask = digits - 1;
  const starts = new Int32Array(digits);
  for (let shift = 0; shift < 32 && maxKey >>> shift > 0; shift += bits) {
    starts.fill(0);
    for (let k = 0; k < fromKeys.length; k++) starts[(fromKeys[k] >>> shift) & mask]++;
    let total = 0;
    for (let digit = 0; digit < digits; digit++) {
      const count = starts[digit];
      starts[digit] = total;
      total += count;
    }
    for (let k = 0; k < fromKeys.length; k++) {
      const key = fromKeys[k];
      const at = starts[(key >>> shift) & mask]++;
      toKeys[at] = key;
      toValues[at] = fromValues[k];
    }
    [fromKeys, toKeys] = [toKeys, fromKeys];
    [fromValues, toValues] = [toValues, fromValues];
  }
  return { keys: fromKeys, values: fromValues };
}

export interface XYOrder {
  /** Point indices by x descending, ties by y descending. */
  order: Int32Array;
  /** Per point: the rank of its y among the distinct y values, 0 for the largest. */
  yRank: Int32Array;
  /** Distinct y values, largest first. */
  ys: Float64Array;
}

export function sortByXThenY(points: Float64Array): XYOrder {
  const n = points.length / 3;
  let maxX = 0;
  let maxY = 0;
  for (let i = 0; i < n; i++) {
    if (points[3 * i] > maxX) maxX = points[3 * i];
    if (points[3 * i + 1] > maxY) maxY = points[3 * i + 1];
  }
  const keys = new Uint32Array(n);
  const indices = new Int32Array(n);
  let maxKey = 0;
  for (let i = 0; i < n; i++) {
    const key = maxY - points[3 * i + 1];
    keys[i] = key;
    indices[i] = i;
    if (key > maxKey) maxKey = key;
  }
  const byY = sortPairs(keys, indices, maxKey);
  const yRank = new Int32Array(n);
  const distinct: number[] = [];
  for (let k = 0; k < n; k++) {
    if (k === 0 || byY.keys[k] !== byY.keys[k - 1]) distinct.push(maxY - byY.keys[k]);
    yRank[byY.values[k]] = distinct.length - 1;
  }
  const xKeys = new Uint32Array(n);
  maxKey = 0;
  for (let k = 0; k < n; k++) {
    const key = maxX - points[3 * byY.values[k]];
    xKeys[k] = key;
    if (key > maxKey) maxKey = key;
  }
  const byX = sortPairs(xKeys, byY.values, maxKey);
  return { order: byX.values, yRank, ys: Float64Array.from(distinct) };
}

/**
 * The points no other point covers on all three outcomes, sorted by x then y descending (a
 * covered point may survive when its coverer has the same x and y; that is harmless). Scanning
 * by x descending, a point is covered when an earlier one has y and z at least as large: a
 * Fenwick tree over y (largest first) keeps the largest z seen.
 */
export function paretoFront(points: Float64Array): Float64Array {
  if (points.length === 0) return points.slice();
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let k = 0; k < points.length; k += 3) {
    minX = Math.min(minX, points[k]);
    maxX = Math.max(maxX, points[k]);
    minY = Math.min(minY, points[k + 1]);
    maxY = Math.max(maxY, points[k + 1]);
  }
  const width = maxY - minY + 1;
  // The tree spans every y value: worth it only when there are about as many points.
  const packs = (maxX - minX + 1) * width <= 2 ** 32 && width <= (2 * points.length) / 3 + 256;
  return packs ? frontByPackedKeys(points, maxX, maxY, width) : frontByRanks(points);
}

/**
 * When (x, y) packs into one 32-bit key and the tree can span the y values themselves: the sort
 * carries z alone and the scan reads sequentially; gathering through a sorted index waits on
 * memory (figures: bench/planner/NOTES.md).
 */
function frontByPackedKeys(
  points: Float64Array,
  maxX: number,
  maxY: number,
  width: number,
): Float64Array {
  const n = points.length / 3;
  const keys = new Uint32Array(n);
  const zs = new Int32Array(n);
  let maxKey = 0;
  for (let i = 0; i < n; i++) {
    const key = (maxX - points[3 * i]) * width + (maxY - points[3 * i + 1]);
    keys[i] = key;
    zs[i] = points[3 * i + 2];
    if (key > maxKey) maxKey = key;
  }
  const sorted = sortPairs(keys, zs, maxKey);
  // z ≥ 0, so -1 covers nothing.
  const tree = new Int32Array(width + 1).fill(-1);
  const kept = new Float64Array(points.length);
  let size = 0;
  for (let k = 0; k < n; k++) {
    const key = sorted.keys[k];
    const z = sorted.values[k];
    const below = key % width;
    const position = below + 1;
    // Most candidates are covered, and usually the first node visited says so.
    let covered = false;
    for (let p = position; p > 0 && !covered; p -= p & -p) covered = tree[p] >= z;
    if (covered) continue;
    kept[size++] = maxX - (key - below) / width;
    kept[size++] = maxY - below;
    kept[size++] = z;
    // Each node on the way up covers the last one's range, so holds at least its value.
    for (let p = position; p <= width && tree[p] < z; p += p & -p) tree[p] = z;
  }
  return kept.slice(0, size);
}

/** Any whole-number points: sorted through an index, with a tree over the ranks of y. */
function frontByRanks(points: Float64Array): Float64Array {
  const { order, yRank, ys } = sortByXThenY(points);
  const ranks = ys.length;
  const tree = new Float64Array(ranks + 1).fill(-Infinity);
  const kept = new Float64Array(points.length);
  let size = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const z = points[3 * i + 2];
    const position = yRank[i] + 1;
    let covered = false;
    for (let p = position; p > 0 && !covered; p -= p & -p) covered = tree[p] >= z;
    if (covered) continue;
    kept[size++] = points[3 * i];
    kept[size++] = points[3 * i + 1];
    kept[size++] = z;
    for (let p = position; p <= ranks && tree[p] < z; p += p & -p) tree[p] = z;
  }
  return kept.slice(0, size);
}

/**
 * Index of the point equal to (x, y, z) in points sorted by x then y descending (as
 * paretoFront returns them), or -1.
 */
export function indexOfPoint(sorted: Float64Array, x: number, y: number, z: number): number {
  let lo = 0;
  let hi = sorted.length / 3;
  // First point that is not before (x, y) in the order.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const mx = sorted[3 * mid];
    const my = sorted[3 * mid + 1];
    if (mx > x || (mx === x && my > y)) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; 3 * k < sorted.length; k++) {
    if (sorted[3 * k] !== x || sorted[3 * k + 1] !== y) return -1;
    if (sorted[3 * k + 2] === z) return k;
  }
  return -1;
}
