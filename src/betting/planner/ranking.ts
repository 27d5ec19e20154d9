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
export function compareReturns(a: Float64Array, b: Float64Array, order: Uint8Array): number {
  return compareTriples(a[0], a[1], a[2], b[0], b[1], b[2], order);
}

/**
 * compareReturns on plain numbers. Every caller passes the same kinds of values, so the
 * compiled code never meets a new array type and deoptimises mid-run.
 */
export function compareTriples(
  a0: number,
  a1: number,
  a2: number,
  b0: number,
  b1: number,
  b2: number,
  order: Uint8Array,
): number {
  const coveredA = covered(a0, a1, a2);
  const coveredB = covered(b0, b1, b2);
  if (coveredA !== coveredB) return coveredA - coveredB;
  if (coveredA < 3) {
    for (let k = 0; k < 3; k++) {
      const o = order[k];
      const inA = (o === 0 ? a0 : o === 1 ? a1 : a2) > 0;
      if (inA !== (o === 0 ? b0 : o === 1 ? b1 : b2) > 0) return inA ? 1 : -1;
    }
  }
  const minA = min3(a0, a1, a2);
  const minB = min3(b0, b1, b2);
  if (minA !== minB) return minA - minB;
  const maxA = max3(a0, a1, a2);
  const maxB = max3(b0, b1, b2);
  const midA = a0 + a1 + a2 - minA - maxA;
  const midB = b0 + b1 + b2 - minB - maxB;
  if (midA !== midB) return midA - midB;
  if (maxA !== maxB) return maxA - maxB;
  for (let k = 0; k < 3; k++) {
    const o = order[k];
    const difference = o === 0 ? a0 - b0 : o === 1 ? a1 - b1 : a2 - b2;
    if (difference !== 0) return difference;
  }
  return 0;
}

// Plain comparisons rather than Math.min/max: `Math` is a global, and global lookups in hot
// loops are slow inside vm contexts such as jest's.
export function min3(a: number, b: number, c: number): number {
  const ab = a < b ? a : b;
  return ab < c ? ab : c;
}

/** The smallest of the three returns. */
export function smallestReturn(returns: Float64Array): number {
  return min3(returns[0], returns[1], returns[2]);
}

function max3(a: number, b: number, c: number): number {
  const ab = a > b ? a : b;
  return ab > c ? ab : c;
}

function covered(r0: number, r1: number, r2: number): number {
  return (r0 > 0 ? 1 : 0) + (r1 > 0 ? 1 : 0) + (r2 > 0 ? 1 : 0);
}

/**
 * The minimal return vectors that beat `best` when every outcome is covered: a triple beats it
 * exactly when it is componentwise at least one of these (the order above is monotone, so the
 * better triples form an up-set). The first target is the plain "raise the minimum" one.
 * With `least`, only the better triples whose every return is at least `least` count.
 * Written flat, three entries a target, into `into` (at least 30 long); returns their number.
 * The search retargets on every improvement, so this allocates nothing.
 */
export function improvingTargets(
  best: Float64Array,
  order: Uint8Array,
  least: number,
  into: Float64Array,
): number {
  const b0 = best[0];
  const b1 = best[1];
  const b2 = best[2];
  const min = min3(b0, b1, b2);
  const max = max3(b0, b1, b2);
  const mid = b0 + b1 + b2 - min - max;
  let count = 0;
  const add = (t0: number, t1: number, t2: number): void => {
    into[3 * count] = t0 > least ? t0 : least;
    into[3 * count + 1] = t1 > least ? t1 : least;
    into[3 * count + 2] = t2 > least ? t2 : least;
    count++;
  };
  add(min + 1, min + 1, min + 1);
  add(min, mid + 1, mid + 1);
  add(mid + 1, min, mid + 1);
  add(mid + 1, mid + 1, min);
  // Each arrangement of (min, mid, max); where it does not beat best, its max is raised by one.
  for (let p = 0; p < 18; p += 3) {
    const v0 = RANKS[p] === 0 ? min : RANKS[p] === 1 ? mid : max;
    const v1 = RANKS[p + 1] === 0 ? min : RANKS[p + 1] === 1 ? mid : max;
    const v2 = RANKS[p + 2] === 0 ? min : RANKS[p + 2] === 1 ? mid : max;
    const raise = compareTriples(v0, v1, v2, b0, b1, b2, order) <= 0 ? 1 : 0;
    add(
      v0 + (RANKS[p] === 2 ? raise : 0),
      v1 + (RANKS[p + 1] === 2 ? raise : 0),
      v2 + (RANKS[p + 2] === 2 ? raise : 0),
    );
  }
  return keepMinimal(into, count);
}

/** The six arrangements of the ranks (0 = min, 1 = mid, 2 = max), flat. */
const RANKS = new Uint8Array([0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0]);

/**
 * Drops, in place, the triples that equal an earlier one or lie above another; returns how
 * many are left (in their original order). At most 10 triples, so a bit mask of the keepers.
 */
function keepMinimal(v: Float64Array, count: number): number {
  let keep = 0;
  for (let i = 0; i < count; i++) {
    let redundant = false;
    for (let j = 0; j < count && !redundant; j++) {
      if (j === i) continue;
      const below =
        v[3 * j] <= v[3 * i] && v[3 * j + 1] <= v[3 * i + 1] && v[3 * j + 2] <= v[3 * i + 2];
      const equal =
        v[3 * j] === v[3 * i] && v[3 * j + 1] === v[3 * i + 1] && v[3 * j + 2] === v[3 * i + 2];
      redundant = below && (!equal || j < i);
    }
    if (!redundant) keep |= 1 << i;
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    if ((keep & (1 << i)) === 0) continue;
    v.copyWithin(3 * kept, 3 * i, 3 * i + 3);
    kept++;
  }
  return kept;
}
