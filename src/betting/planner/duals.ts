export type Weights = [number, number, number];

/**
 * Precision per weight, in golden-section steps (each narrows it by a factor 0.618; the second
 * weight is halved as often as it takes to narrow it as much). A less exact weight still gives a
 * valid, slightly weaker bound. Coarse weights suit small markets, fine ones
 * prove more large ones in time (figures: bench/planner/NOTES.md).
 */
export const COARSE_STEPS = 16;
export const FINE_STEPS = 24;
/**
 * For the weights refreshed deeper in the search: they prune about as well as finer ones at a
 * quarter of the cost, the largest fixed cost of a small market (figures: bench/planner/NOTES.md).
 */
export const REFRESH_STEPS = 12;

/**
 * Weights minimising Σ_i max_o w_o·p_io over the simplex: the dual of the LP relaxation of
 * "maximise the smallest return" over the given payout rows. For any weights the sum bounds
 * what the rows can add to w·R, so near-optimal weights give a near-LP-tight bound.
 * A golden-section search over the first weight, each point at its best second weight, suffices:
 * the function is convex and a slightly off weight vector still gives a valid (barely weaker)
 * bound; `steps` per weight (see COARSE_STEPS).
 */
export function maxMinWeights(rows: Float64Array, steps: number): Weights {
  let a = 0;
  let b = 1;
  let x1 = b - PHI * (b - a);
  let x2 = a + PHI * (b - a);
  let f1 = leastReachWithFirst(rows, x1, steps);
  let f2 = leastReachWithFirst(rows, x2, steps);
  for (let k = 0; k < steps; k++) {
    if (f1 <= f2) {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - PHI * (b - a);
      f1 = leastReachWithFirst(rows, x1, steps);
    } else {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + PHI * (b - a);
      f2 = leastReachWithFirst(rows, x2, steps);
    }
  }
  const w0 = (a + b) / 2;
  const w1 = bestSecondWeight(rows, w0, steps);
  return [w0, w1, Math.max(0, 1 - w0 - w1)];
}

/**
 * With first weight w0: the second weight that minimises the reach (the third takes the rest).
 * The reach is convex along that line, so halving on the sign of its slope (one pass each)
 * narrows as much in `steps` × 0.69 passes as the golden section does in `steps` + 2.
 */
function bestSecondWeight(rows: Float64Array, w0: number, steps: number): number {
  const length = 1 - w0;
  let low = 0;
  let high = length;
  for (let k = Math.ceil(steps * GOLDEN_BITS); k > 0; k--) {
    const w1 = (low + high) / 2;
    const w2 = length - w1;
    // The slope just right of w1: each row adds that of its largest weighted payout.
    let slope = 0;
    for (let r = 0; r < rows.length; r += 3) {
      const first = w0 * rows[r];
      const second = w1 * rows[r + 1];
      const third = w2 * rows[r + 2];
      if (second >= first && second >= third) slope += rows[r + 1];
      else if (third > first) slope -= rows[r + 2];
    }
    if (slope >= 0) high = w1;
    else low = w1;
  }
  return (low + high) / 2;
}

function leastReachWithFirst(rows: Float64Array, w0: number, steps: number): number {
  const w1 = bestSecondWeight(rows, w0, steps);
  return weightedReach(rows, w0, w1, 1 - w0 - w1);
}

/** The same for two outcomes only (the third gets weight 0); one dimension, so finer. */
export function pairWeights(rows: Float64Array, a: number, b: number, steps: number): Weights {
  // w_a = x, w_b = 1 - x, halving on the slope's sign as in bestSecondWeight.
  let low = 0;
  let high = 1;
  for (let k = Math.ceil(1.5 * steps * GOLDEN_BITS); k > 0; k--) {
    const x = (low + high) / 2;
    let slope = 0;
    for (let r = 0; r < rows.length; r += 3) {
      if (x * rows[r + a] >= (1 - x) * rows[r + b]) slope += rows[r + a];
      else slope -= rows[r + b];
    }
    if (slope >= 0) high = x;
    else low = x;
  }
  const w: Weights = [0, 0, 0];
  w[a] = (low + high) / 2;
  w[b] = 1 - w[a];
  return w;
}

/** Σ_i max_o w_o·p_io: the most the rows can add to the weighted returns. */
function weightedReach(rows: Float64Array, w0: number, w1: number, w2: number): number {
  let total = 0;
  for (let r = 0; r < rows.length; r += 3) {
    total += Math.max(w0 * rows[r], w1 * rows[r + 1], w2 * rows[r + 2]);
  }
  return total;
}

const PHI = (Math.sqrt(5) - 1) / 2;
/** Halvings that narrow as much as one golden-section step: log2(1 / PHI). */
const GOLDEN_BITS = Math.log2(1 / PHI);
