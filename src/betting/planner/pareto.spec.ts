import fc from 'fast-check';
import { CoverIndex } from './cover-index.js';
import { indexOfPoint, paretoFront } from './pareto.js';

const SEED = 20240611;
/**
 * Small coordinates, so ties and covered points are common; some spread too wide for (x, y) to
 * pack into one key.
 */
const pointSets = fc
  .tuple(
    fc.array(fc.tuple(fc.nat(40), fc.nat(40), fc.nat(40)), { minLength: 0, maxLength: 300 }),
    fc.constantFrom(1, 1, 100_000),
  )
  .map(([points, scale]) => Float64Array.from(points.flat().map((c) => c * scale)));

const triples = (points: Float64Array): number[][] =>
  Array.from({ length: points.length / 3 }, (_, i) => [...points.subarray(3 * i, 3 * i + 3)]);
const covers = (p: number[], q: number[]): boolean => p[0] >= q[0] && p[1] >= q[1] && p[2] >= q[2];

describe('paretoFront', () => {
  it('keeps every uncovered point, only given points, sorted by x then y descending', () => {
    fc.assert(
      fc.property(pointSets, (points) => {
        const all = triples(points);
        const sorted = paretoFront(points);
        const front = triples(sorted);
        const key = (p: number[]) => p.join(',');
        const given = new Set(all.map(key));
        const kept = new Set(front.map(key));
        for (const p of front) expect(given.has(key(p))).toBe(true);
        for (const p of all) {
          const strictlyCovered = all.some((q) => covers(q, p) && key(q) !== key(p));
          if (!strictlyCovered) expect(kept.has(key(p))).toBe(true);
          // A covered point survives only beside a coverer with the same x and y.
          if (kept.has(key(p)) && strictlyCovered) {
            expect(all.some((q) => covers(q, p) && q[0] === p[0] && q[1] === p[1])).toBe(true);
          }
        }
        for (let k = 1; k < front.length; k++) {
          const [a, b] = [front[k - 1], front[k]];
          expect(a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1])).toBe(true);
        }
        front.forEach((p, k) => expect(indexOfPoint(sorted, p[0], p[1], p[2])).toBe(k));
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe('CoverIndex', () => {
  it('finds a point covering the query exactly when one exists', () => {
    const queries = fc.array(fc.tuple(fc.integer({ min: -5, max: 45 }), fc.nat(45), fc.nat(45)), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(pointSets, queries, (points, asked) => {
        const all = triples(points);
        const index = new CoverIndex(points);
        for (const q of asked) {
          const found = index.find(q[0], q[1], q[2]);
          expect(found >= 0).toBe(all.some((p) => covers(p, q)));
          if (found >= 0) expect(covers(all[found], q)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
