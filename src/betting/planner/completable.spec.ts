import fc from 'fast-check';
import { completableSums } from './completable.js';

const SEED = 20240611;
/** Small coordinates, so ties and near misses are common; some sets spread wide. */
const pointSets = fc
  .tuple(
    fc.array(fc.tuple(fc.nat(40), fc.nat(40), fc.nat(40)), { maxLength: 300 }),
    fc.constantFrom(1, 1, 1000),
  )
  .map(([points, scale]) => Float64Array.from(points.flat().map((c) => c * scale)));
const floors = fc.tuple(
  fc.integer({ min: -10, max: 90 }),
  fc.integer({ min: -10, max: 90 }),
  fc.integer({ min: -10, max: 90 }),
);

describe('completableSums', () => {
  it('keeps exactly the sums that some partner lifts to the floor on every outcome', () => {
    fc.assert(
      fc.property(pointSets, pointSets, floors, (sums, partners, floor) => {
        const expected: number[] = [];
        for (let i = 0; 3 * i < sums.length; i++) {
          let found = false;
          for (let k = 0; k < partners.length && !found; k += 3) {
            found = [0, 1, 2].every((o) => sums[3 * i + o] + partners[k + o] >= floor[o]);
          }
          if (found) expected.push(i);
        }
        expect(Array.from(completableSums(sums, partners, floor))).toEqual(expected);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
