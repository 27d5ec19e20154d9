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
