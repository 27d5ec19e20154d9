/**
 * Indices 0..n-1 by value(k) descending, ties by index. Each value is computed once into a
 * typed array: a comparator that recomputes them boxes every result, and on small markets
 * that garbage brought on collector pauses as long as the search itself.
 */
export function indicesByValue(n: number, value: (k: number) => number): Int32Array {
  const values = new Float64Array(n);
  const indices = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    values[k] = value(k);
    indices[k] = k;
  }
  // Small integers only: a fractional comparator result would be boxed on every call.
  return indices.sort((a, b) => (values[a] > values[b] ? -1 : values[a] < values[b] ? 1 : a - b));
}

/** How many leading entries of `descending` (sorted largest first) are at least `value`. */
export function countAtLeast(descending: Float64Array, value: number): number {
  let lo = 0;
  let hi = descending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (descending[mid] >= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
