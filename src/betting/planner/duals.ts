export type Weights = [number, number, number];

/**
 * Golden-section steps per weight: each narrows it by a factor 0.618, and a less exact weight
 * still gives a valid, slightly weaker bound. Coarse weights suit small markets, fine ones
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
 * Nested golden-section searches suffice: the function is convex and a slightly off weight
 * vector still gives a valid (barely weaker) bound; `steps` per weight (see COARSE_STEPS).
 */
export function maxMinWeights(rows: Float64Array, steps: number): Weights {
  // Golden section over w0, each point at its best w1: the loop of lineMinimum, but with a
  // nested search per point instead of a line.
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

/** With first weight w0: the second weight that minimises the reach (the third takes the rest). */
function bestSecondWeight(rows: Float64Array, w0: number, steps: number): number {
  return lineMinimum(rows, w0, 0, 1 - w0, 0, 1, -1, 1 - w0, steps);
}

function leastReachWithFirst(rows: Float64Array, w0: number, steps: number): number {
  const w1 = bestSecondWeight(rows, w0, steps);
  return weightedReach(rows, w0, w1, 1 - w0 - w1);
}

/** The same for two outcomes only (the third gets weight 0); one dimension, so finer. */
export function pairWeights(rows: Float64Array, a: number, b: number, steps: number): Weights {
  // w_a = x, w_b = 1 - x: the line from the unit vector of b towards that of a.
  const p = [0, 0, 0];
  const q = [0, 0, 0];
  p[b] = 1;
  q[a] = 1;
  q[b] = -1;
  const x = lineMinimum(rows, p[0], p[1], p[2], q[0], q[1], q[2], 1, (3 * steps) / 2);
  const w: Weights = [0, 0, 0];
  w[a] = x;
  w[b] = 1 - x;
  return w;
}

/**
 * Golden-section search for the x in [0, length] minimising the weighted reach at p + x·q.
 * Numbers rather than a closure to evaluate: numbers returned through closure calls are
 * boxed, and that garbage was a quarter of what a 16-site market allocated.
 */
function lineMinimum(
  rows: Float64Array,
  p0: number,
  p1: number,
  p2: number,
  q0: number,
  q1: number,
  q2: number,
  length: number,
  steps: number,
): number {
  let a = 0;
  let b = length;
  let x1 = b - PHI * (b - a);
  let x2 = a + PHI * (b - a);
  let f1 = weightedReach(rows, p0 + x1 * q0, p1 + x1 * q1, p2 + x1 * q2);
  let f2 = weightedReach(rows, p0 + x2 * q0, p1 + x2 * q1, p2 + x2 * q2);
  for (let k = 0; k < steps; k++) {
    if (f1 <= f2) {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - PHI * (b - a);
      f1 = weightedReach(rows, p0 + x1 * q0, p1 + x1 * q1, p2 + x1 * q2);
    } else {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + PHI * (b - a);
      f2 = weightedReach(rows, p0 + x2 * q0, p1 + x2 * q1, p2 + x2 * q2);
    }
  }
  return (a + b) / 2;
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
