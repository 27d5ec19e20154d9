import fc from 'fast-check';
import type { Block } from './blocks.js';
import { SumFront } from './sum-front.js';

const SEED = 20240611;

/** A block whose choices are arbitrary (home, draw, away) contributions. */
const blocks = fc.array(
  fc.array(fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30)), { minLength: 1, maxLength: 5 }),
  { minLength: 1, maxLength: 4 },
);

function toBlock(choices: [number, number, number][]): Block {
  return {
    sites: [0],
    contributions: Float64Array.from(choices.flat()),
    assignments: new Uint8Array(choices.length),
    choiceCount: choices.length,
  };
}

describe('SumFront', () => {
  it('holds the Pareto-maximal sums of its blocks, each traceable to one choice per block', () => {
    const noFilter = { vectors: Float64Array.of(1, 1, 1), required: Float64Array.of(-Infinity) };
    fc.assert(
      fc.property(blocks, (raw) => {
        const front = new SumFront();
        const added = raw.map(toBlock);
        for (const block of added) {
          expect(front.grow(block, noFilter.vectors, noFilter.required)).toBe(true);
        }
        // Every combination's sum is covered by some stored sum.
        let sums: number[][] = [[0, 0, 0]];
        for (const choices of raw) {
          sums = sums.flatMap((s) => choices.map((c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2]]));
        }
        const points = front.points;
        for (const s of sums) {
          let covered = false;
          for (let k = 0; k < points.length && !covered; k += 3) {
            covered = points[k] >= s[0] && points[k + 1] >= s[1] && points[k + 2] >= s[2];
          }
          expect(covered).toBe(true);
        }
        for (let point = 0; point < front.size; point++) {
          const choices = front.choicesFor(point);
          const total = [0, 0, 0];
          choices.forEach((c, k) => raw[k][c].forEach((x, o) => (total[o] += x)));
          expect(total).toEqual([...points.subarray(3 * point, 3 * point + 3)]);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('drops the sums whose weighted total falls short of the requirement', () => {
    const front = new SumFront();
    const block = toBlock([
      [10, 0, 0],
      [0, 10, 0],
      [4, 4, 0],
    ]);
    // Home + draw must reach 9: the (4, 4, 0) split falls short.
    expect(front.grow(block, Float64Array.of(1, 1, 0), Float64Array.of(9))).toBe(true);
    expect([...front.points]).toEqual([10, 0, 0, 0, 10, 0]);
  });
});
