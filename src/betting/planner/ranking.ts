/**
 * The total order on return triples (home, draw, away) that the planner maximises:
 * 1. more outcomes covered (a return above 0);
 * 2. with an outcome uncovered (fewer than 3 sites): cover the likeliest outcomes;
 * 3. the larger minimum, then the larger middle, then the larger maximum return;
 * 4. the larger return on the likeliest outcome, then on the next one (fixes which outcome
 *    gets which value when two triples are permutations of each other).
 * With every outcome covered the order is monotone: raising any return never makes a triple
 * worse, which is what lets the search prune with upper bounds.
 */
export function compareReturns(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  order: ArrayLike<number>,
): number {
  const coveredA = covered(a);
  const coveredB = covered(b);
  if (coveredA !== coveredB) return coveredA - coveredB;
  if (coveredA < 3) {
    for (let k = 0; k < 3; k++) {
      const o = order[k];
      if (a[o] > 0 !== b[o] > 0) return a[o] > 0 ? 1 : -1;
    }
  }
  const minA = min3(a[0], a[1], a[2]);
  const minB = min3(b[0], b[1], b[2]);
  if (minA !== minB) return minA - minB;
  const maxA = max3(a[0], a[1], a[2]);
  const maxB = max3(b[0], b[1], b[2]);
  const midA = a[0] + a[1] + a[2] - minA - maxA;
  const midB = b[0] + b[1] + b[2] - minB - maxB;
  if (midA !== midB) return midA - midB;
  if (maxA !== maxB) return maxA - maxB;
  for (let k = 0; k < 3; k++) {
    const o = order[k];
    if (a[o] !== b[o]) return a[o] - b[o];
  }
  return 0;
}

// Plain comparisons rather than Math.min/max: `Math` is a global, and global lookups in hot
// loops are slow inside vm contexts such as jest's.
export function min3(a: number, b: number, c: number): number {
  const ab = a < b ? a : b;
  return ab < c ? ab : c;
}

function max3(a: number, b: number, c: number): number {
  const ab = a > b ? a : b;
  return ab > c ? ab : c;
}

function covered(r: ArrayLike<number>): number {
  return (r[0] > 0 ? 1 : 0) + (r[1] > 0 ? 1 : 0) + (r[2] > 0 ? 1 : 0);
}

export function sorted(r: ArrayLike<number>): [number, number, number] {
  const lo = Math.min(r[0], r[1], r[2]);
  const hi = Math.max(r[0], r[1], r[2]);
  return [lo, r[0] + r[1] + r[2] - lo - hi, hi];
}

/**
 * The minimal return vectors that beat `best` when every outcome is covered: a triple beats it
 * exactly when it is componentwise at least one of these (the order above is monotone, so the
 * better triples form an up-set). The first target is the plain "raise the minimum" one.
 * With `least`, only the better triples whose every return is at least `least` count.
 */
export function improvingTargets(
  best: ArrayLike<number>,
  order: ArrayLike<number>,
  least = -Infinity,
): number[][] {
  const [min, mid, max] = sorted(best);
  const candidates: number[][] = [[min + 1, min + 1, min + 1]];
  for (let o = 0; o < 3; o++) {
    const target = [mid + 1, mid + 1, mid + 1];
    target[o] = min;
    candidates.push(target);
  }
  for (const perm of PERMUTATIONS) {
    const target = perm.map((rank) => [min, mid, max][rank]);
    if (compareReturns(target, best, order) <= 0) target[perm.indexOf(2)] += 1;
    candidates.push(target);
  }
  return minimalElements(candidates.map((target) => target.map((t) => Math.max(t, least))));
}

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

function minimalElements(vectors: number[][]): number[][] {
  const unique = vectors.filter(
    (v, i) => vectors.findIndex((u) => u[0] === v[0] && u[1] === v[1] && u[2] === v[2]) === i,
  );
  return unique.filter(
    (v) => !unique.some((u) => u !== v && u[0] <= v[0] && u[1] <= v[1] && u[2] <= v[2]),
  );
}
