import fc from 'fast-check';
import { BET_KINDS, betMatrix, payoutOre, type BetRow } from './bet-rows.js';
import { planPayouts, planPayoutsExhaustive, type PlanResult } from './index.js';
import { bestAssignment } from './plan.js';
import { compareReturns } from './ranking.js';
import type { PayoutMatrix } from './types.js';

/**
 * Bonus-aware plans: every kind, minimum odds that forbid one or two outcomes (or sit exactly
 * on one), rows with a single allowed outcome. The planner must equal the plain enumeration of
 * every allowed assignment.
 */
const SEED = 20261125;
const OUTCOME_INDEX = { '1': 0, X: 1, '2': 2 } as const;

const probabilities = fc
  .tuple(
    fc.double({ min: 0.2, max: 0.62, noNaN: true }),
    fc.double({ min: 0.18, max: 0.32, noNaN: true }),
  )
  .map(([home, draw]) => [home, draw, Math.max(0.06, 1 - home - draw)]);
const bookmaker = fc.record({
  margin: fc.double({ min: 0.03, max: 0.08, noNaN: true }),
  noise: fc.tuple(...[0, 1, 2].map(() => fc.double({ min: 0.97, max: 1.03, noNaN: true }))),
});

/** Odds in hundredths: a 3-8% margin over a common truth, with the bookmaker's own noise. */
function oddsFor(truth: number[], { margin, noise }: { margin: number; noise: number[] }) {
  return truth.map((p, o) => Math.max(101, Math.round((noise[o] * 100) / (p * (1 + margin))))) as [
    number,
    number,
    number,
  ];
}

/** Where the minimum odds sit against the row's own odds, sorted ascending. */
const MIN_ODDS_PLACES = [
  'none',
  'on lowest',
  'forbid one',
  'on middle',
  'forbid two',
  'on highest',
] as const;

function minOddsAt(odds: readonly number[], place: (typeof MIN_ODDS_PLACES)[number]): number {
  const [low, mid, high] = [...odds].sort((a, b) => a - b);
  switch (place) {
    case 'none':
      return 0;
    case 'on lowest':
      return low;
    case 'forbid one':
      return Math.min(low + 1, mid);
    case 'on middle':
      return mid;
    case 'forbid two':
      return Math.min(mid + 1, high);
    case 'on highest':
      return high;
  }
}

const stakeOre = fc.oneof(
  fc.integer({ min: 2, max: 40 }).map((k) => 5_000 * k),
  fc.integer({ min: 1, max: 300_000 }),
  fc.constantFrom(50_000, 75_000, 100_000, 160_000, 200_000),
);

function rows(
  sizes: { minLength: number; maxLength: number },
  feeds: boolean,
): fc.Arbitrary<BetRow[]> {
  return fc
    .tuple(
      probabilities,
      fc.array(bookmaker, { minLength: 1, maxLength: feeds ? 3 : 1 }),
      fc.array(
        fc.tuple(
          fc.constantFrom(...BET_KINDS),
          stakeOre,
          fc.option(fc.nat(), { freq: feeds ? 3 : 1, nil: null }),
          bookmaker,
          fc.constantFrom(...MIN_ODDS_PLACES),
        ),
        sizes,
      ),
    )
    .map(([truth, shared, list]) =>
      list.map(([kind, stake, feed, own, place]) => {
        const odds = oddsFor(truth, feed === null || !feeds ? own : shared[feed % shared.length]);
        return { kind, stakeOre: stake, odds, minOdds: minOddsAt(odds, place) };
      }),
    );
}

/** Every choice allowed, and the returns exactly what the chosen outcomes pay. */
function expectConsistent(bets: BetRow[], plan: PlanResult): void {
  const returns = [0, 0, 0];
  plan.outcomes.forEach((outcome, i) => {
    const o = OUTCOME_INDEX[outcome];
    expect(bets[i].odds[o]).toBeGreaterThanOrEqual(bets[i].minOdds);
    returns[o] += payoutOre(bets[i].kind, bets[i].odds[o], bets[i].stakeOre);
  });
  expect([plan.returns.home, plan.returns.draw, plan.returns.away]).toEqual(returns);
  expect(plan.upperBound).toBeGreaterThanOrEqual(plan.minReturn);
}

function expectSameAsEnumeration(bets: BetRow[]): void {
  const matrix = betMatrix(bets);
  const plan = planPayouts(matrix, { timeLimitMs: 60_000 });
  const reference = planPayoutsExhaustive(matrix);
  expectConsistent(bets, plan);
  expectConsistent(bets, reference);
  expect(plan.returns).toEqual(reference.returns);
  expect(plan.optimal).toBe(true);
  expect(plan.upperBound).toBe(plan.minReturn);
}

describe('bonus-aware plans equal plain enumeration of the allowed assignments', () => {
  // 1 200 + 400 + 300 + 200 = 2 100 instances of up to 12 rows.
  it('on single-feed rows of every kind, up to 9 rows', () => {
    fc.assert(fc.property(rows({ minLength: 0, maxLength: 9 }, false), expectSameAsEnumeration), {
      seed: SEED,
      numRuns: 1200,
    });
  });

  it('on rows sharing odds feeds, up to 9 rows', () => {
    fc.assert(fc.property(rows({ minLength: 0, maxLength: 9 }, true), expectSameAsEnumeration), {
      seed: SEED,
      numRuns: 400,
    });
  });

  it('on 10 to 12 rows', () => {
    fc.assert(fc.property(rows({ minLength: 10, maxLength: 12 }, true), expectSameAsEnumeration), {
      seed: SEED,
      numRuns: 300,
    });
  });

  it('through the guesses and exact tables (the path of hard markets)', () => {
    fc.assert(
      fc.property(rows({ minLength: 3, maxLength: 12 }, true), (bets) => {
        const matrix = betMatrix(bets);
        const { best } = bestAssignment(matrix, performance.now() + 60_000, {
          plainNodes: 0,
          smallSpace: false,
        });
        expect(Array.from(best.returns)).toEqual(
          Object.values(planPayoutsExhaustive(matrix).returns),
        );
        best.choice.forEach((o, i) => expect(matrix.allowed[i] & (1 << o)).not.toBe(0));
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe('the enumeration itself', () => {
  /** Every allowed assignment by recursion, independent of the odometer. */
  function naiveBest(matrix: PayoutMatrix): number[] {
    const n = matrix.allowed.length;
    let best: Float64Array | null = null;
    const walk = (i: number, sums: Float64Array): void => {
      if (i === n) {
        if (!best || compareReturns(sums, best, matrix.order) > 0) best = sums.slice();
        return;
      }
      for (let o = 0; o < 3; o++) {
        if ((matrix.allowed[i] & (1 << o)) === 0) continue;
        sums[o] += matrix.payouts[3 * i + o];
        walk(i + 1, sums);
        sums[o] -= matrix.payouts[3 * i + o];
      }
    };
    walk(0, new Float64Array(3));
    return Array.from(best ?? new Float64Array(3));
  }

  it('finds what a recursion over the allowed outcomes finds', () => {
    fc.assert(
      fc.property(rows({ minLength: 0, maxLength: 7 }, true), (bets) => {
        const matrix = betMatrix(bets);
        expect(Object.values(planPayoutsExhaustive(matrix).returns)).toEqual(naiveBest(matrix));
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('a plan with forbidden outcomes', () => {
  it('never backs an outcome below the minimum, even where it would pay more', () => {
    // Alone, the second row would back X (the gap); at 3.40 against a minimum of 3.50 it may not.
    const bets: BetRow[] = [
      { kind: 'cash', stakeOre: 100_000, odds: [210, 340, 360], minOdds: 0 },
      { kind: 'free_bet', stakeOre: 20_000, odds: [205, 340, 370], minOdds: 350 },
      { kind: 'cash', stakeOre: 100_000, odds: [215, 330, 350], minOdds: 0 },
    ];
    const plan = planPayouts(betMatrix(bets));
    expect(plan.outcomes[1]).toBe('2');
    expectConsistent(bets, plan);
  });

  it('gives a row with a single allowed outcome that outcome', () => {
    const bets: BetRow[] = Array.from({ length: 5 }, (_, i) => ({
      kind: 'bonus_money' as const,
      stakeOre: 50_000 + 1_000 * i,
      odds: [180, 360, 450],
      minOdds: i === 0 ? 400 : 0,
    }));
    expect(planPayouts(betMatrix(bets)).outcomes[0]).toBe('2');
  });
});

describe('forbidden outcomes are left out, not merely unattractive', () => {
  // A free bet of a few øre at low odds pays 0 on an allowed outcome, as much as a forbidden
  // one: only leaving forbidden choices out of the search keeps them out of such ties.
  it('never backs a forbidden outcome that ties with an allowed one paying nothing', () => {
    const tiny = (odds: [number, number, number], minOdds: number): BetRow => ({
      kind: 'free_bet',
      stakeOre: 1,
      odds,
      minOdds,
    });
    fc.assert(
      fc.property(
        rows({ minLength: 0, maxLength: 8 }, true),
        fc.array(fc.constantFrom(0, 1, 2), { minLength: 1, maxLength: 4 }),
        (bets, forbidden) => {
          // Odds 1.50 (pays 0 øre on 1 øre) allowed at minimum 1.50; 1.20 below it.
          const withTiny = [
            ...bets,
            ...forbidden.map((o) => {
              const odds: [number, number, number] = [150, 150, 150];
              odds[o] = 120;
              return tiny(odds, 150);
            }),
          ].slice(0, 12);
          const matrix = betMatrix(withTiny);
          for (const plan of [planPayouts(matrix), planPayoutsExhaustive(matrix)]) {
            expectConsistent(withTiny, plan);
          }
          for (const limit of [0, 60_000])
            expectConsistent(withTiny, planPayouts(matrix, { timeLimitMs: limit }));
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('keeps a search cut short to allowed outcomes', () => {
    fc.assert(
      fc.property(rows({ minLength: 11, maxLength: 40 }, true), (bets) => {
        expectConsistent(bets, planPayouts(betMatrix(bets), { timeLimitMs: 0 }));
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
