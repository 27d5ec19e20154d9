import fc from 'fast-check';
import { planBet, planBetExhaustive, type PlanResult, type PlannerSite } from './index.js';
import { payoutMatrix } from './payouts.js';
import { bestAssignment } from './plan.js';

const SEED = 20240611;
const SHARED_FEED_STAKES = [500, 750, 1000, 1500, 1600, 2000];

const cents = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((c) => c / 100);
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

/** A bookmaker's 1X2 odds: a 3-8% margin over a common truth, with its own noise. */
function oddsFor(truth: number[], { margin, noise }: { margin: number; noise: number[] }) {
  const [home, draw, away] = truth.map((p, o) =>
    Math.max(1.01, Math.round((noise[o] * 100) / (p * (1 + margin))) / 100),
  );
  return { home, draw, away };
}

/** Instance sizes; fast-check's filter would retry forever on a length it never generates. */
interface Sizes {
  minLength: number;
  maxLength: number;
}

function realistic(sizes: Sizes, stake: fc.Arbitrary<number>): fc.Arbitrary<PlannerSite[]> {
  return fc
    .tuple(probabilities, fc.array(fc.tuple(bookmaker, stake), sizes))
    .map(([truth, rows]) => rows.map(([book, s]) => ({ stake: s, ...oddsFor(truth, book) })));
}

function sharedFeeds(sizes: Sizes): fc.Arbitrary<PlannerSite[]> {
  const stake = fc.constantFrom(...SHARED_FEED_STAKES);
  return fc
    .tuple(
      probabilities,
      fc.array(bookmaker, { minLength: 2, maxLength: 5 }),
      fc.array(fc.tuple(fc.option(fc.nat(), { freq: 3 }), bookmaker, stake), sizes),
    )
    .map(([truth, feeds, rows]) =>
      rows.map(([feed, own, s]) => ({
        stake: s,
        ...oddsFor(truth, feed === null ? own : feeds[feed % feeds.length]),
      })),
    );
}

function randomOdds(sizes: Sizes): fc.Arbitrary<PlannerSite[]> {
  const site = fc.record({
    stake: fc.integer({ min: 1, max: 5000 }),
    home: cents(101, 1500),
    draw: cents(101, 1500),
    away: cents(101, 1500),
  });
  return fc.array(site, sizes);
}

function identical({ minLength, maxLength }: Sizes): fc.Arbitrary<PlannerSite[]> {
  const one = realistic({ minLength: 1, maxLength: 1 }, fc.constantFrom(...SHARED_FEED_STAKES));
  return fc
    .tuple(one, fc.integer({ min: minLength, max: maxLength }))
    .map(([[site], n]) => Array.from({ length: n }, () => ({ ...site })));
}

const FAMILIES: [string, (sizes: Sizes) => fc.Arbitrary<PlannerSite[]>][] = [
  [
    'realistic markets',
    (n) =>
      realistic(
        n,
        fc.integer({ min: 2, max: 40 }).map((k) => 50 * k),
      ),
  ],
  ['sites sharing odds feeds', sharedFeeds],
  ['random odds', randomOdds],
  ['identical sites', identical],
  ['tiny stakes (rounding matters)', (n) => realistic(n, fc.integer({ min: 1, max: 5 }))],
  ['huge stakes', (n) => realistic(n, fc.integer({ min: 1_000_000, max: 10_000_000 }))],
];

function payout(site: PlannerSite, outcome: string): number {
  const odds = outcome === '1' ? site.home : outcome === 'X' ? site.draw : site.away;
  return Math.round(odds * site.stake);
}

/** The returns must be exactly what the chosen outcomes pay. */
function expectConsistent(sites: PlannerSite[], plan: PlanResult): void {
  expect(plan.outcomes).toHaveLength(sites.length);
  const returns = { home: 0, draw: 0, away: 0 };
  sites.forEach((site, i) => {
    const key = ({ '1': 'home', X: 'draw', '2': 'away' } as const)[plan.outcomes[i]];
    returns[key] += payout(site, plan.outcomes[i]);
  });
  expect(plan.returns).toEqual(returns);
  expect(plan.minReturn).toBe(Math.min(returns.home, returns.draw, returns.away));
  expect(plan.upperBound).toBeGreaterThanOrEqual(plan.minReturn);
}

function expectSameAsEnumeration(sites: PlannerSite[]): void {
  const plan = planBet(sites, { timeLimitMs: 60_000 });
  const reference = planBetExhaustive(sites);
  expectConsistent(sites, plan);
  expect(plan.returns).toEqual(reference.returns);
  expect(plan.optimal).toBe(true);
  expect(plan.upperBound).toBe(plan.minReturn);
}

describe('planBet equals plain enumeration', () => {
  // 6 families × (1 570 small + 100 larger) = 10 020 instances; enumeration bounds the size.
  it.each(FAMILIES)('on %s with up to 10 sites', (_, family) => {
    const small = family({ minLength: 0, maxLength: 10 });
    fc.assert(fc.property(small, expectSameAsEnumeration), { seed: SEED, numRuns: 1570 });
  });

  it.each(FAMILIES)('on %s with 11 to 14 sites', (_, family) => {
    const larger = family({ minLength: 11, maxLength: 14 });
    fc.assert(fc.property(larger, expectSameAsEnumeration), { seed: SEED, numRuns: 100 });
  });
});

describe('the guesses with exact tables (used on hard markets) equal plain enumeration', () => {
  // With no plain search first, every instance goes through the tables and the
  // meet-in-the-middle join, with the guesses that otherwise only markets of 30+ sites reach
  // or with the single table search of small markets.
  const expectGuessesMatch = (smallSpace: boolean) => (sites: PlannerSite[]) => {
    const deadline = performance.now() + 60_000;
    const { best, upperBound } = bestAssignment(payoutMatrix(sites), deadline, {
      plainNodes: 0,
      smallSpace,
    });
    const reference = planBetExhaustive(sites);
    const returns = { home: best.returns[0], draw: best.returns[1], away: best.returns[2] };
    expect(returns).toEqual(reference.returns);
    expect(upperBound).toBe(reference.minReturn);
    const recomputed = [0, 0, 0];
    best.choice.forEach((o, i) => {
      recomputed[o] += payout(sites[i], ['1', 'X', '2'][o]);
    });
    expect(recomputed).toEqual(Array.from(best.returns));
  };

  it.each(FAMILIES)('on %s with up to 12 sites', (_, family) => {
    const instances = family({ minLength: 3, maxLength: 12 });
    fc.assert(fc.property(instances, expectGuessesMatch(false)), { seed: SEED, numRuns: 300 });
  });

  it.each(FAMILIES)('on %s with up to 12 sites, one table search', (_, family) => {
    const instances = family({ minLength: 3, maxLength: 12 });
    fc.assert(fc.property(instances, expectGuessesMatch(true)), { seed: SEED, numRuns: 150 });
  });
});

describe('a search cut short', () => {
  // Sites sharing a feed merge into blocks of dozens of choices: the search stops inside one
  // and must bound the choices it never tried (see search.ts).
  it('still proves an upper bound', () => {
    const instances = sharedFeeds({ minLength: 11, maxLength: 14 });
    fc.assert(
      fc.property(instances, (sites) => {
        const plan = planBet(sites, { timeLimitMs: 0 });
        const optimum = planBetExhaustive(sites).minReturn;
        expectConsistent(sites, plan);
        expect(plan.upperBound).toBeGreaterThanOrEqual(optimum);
        if (plan.optimal) expect(plan.minReturn).toBe(optimum);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

describe('planBet', () => {
  const site = (stake: number, home: number, draw: number, away: number): PlannerSite => ({
    stake,
    home,
    draw,
    away,
  });

  it('plans nothing for no sites', () => {
    expect(planBet([])).toEqual({
      outcomes: [],
      returns: { home: 0, draw: 0, away: 0 },
      minReturn: 0,
      optimal: true,
      upperBound: 0,
    });
  });

  it('covers the likeliest outcome with a single site', () => {
    const plan = planBet([site(100, 4.0, 3.6, 1.9)]);
    expect(plan.outcomes).toEqual(['2']);
    expect(plan.returns).toEqual({ home: 0, draw: 0, away: 190 });
    expect(plan.optimal).toBe(true);
  });

  it('covers the two likeliest outcomes with two sites, then maximises the smaller one', () => {
    // Payouts (180, 360, 450) and (340, 700, 960): 1 and X are the likeliest outcomes.
    const plan = planBet([site(100, 1.8, 3.6, 4.5), site(200, 1.7, 3.5, 4.8)]);
    expect(plan.outcomes).toEqual(['X', '1']);
    expect(plan.returns).toEqual({ home: 340, draw: 360, away: 0 });
  });

  it('prefers the larger middle return, then the larger maximum, among equal minimums', () => {
    // Three sites paying 200 everywhere and one paying (300, 250, 210): the minimum is 200 in
    // many ways; the best middle is 300 (the fourth site alone on 1), and of its two
    // arrangements the larger return goes to the likeliest outcome (2).
    const sites = [
      site(100, 2, 2, 2),
      site(100, 2, 2, 2),
      site(100, 2, 2, 2),
      site(100, 3, 2.5, 2.1),
    ];
    const plan = planBet(sites);
    expect(plan.minReturn).toBe(200);
    expect(plan.returns).toEqual({ home: 300, draw: 200, away: 400 });
    expect(plan.returns).toEqual(planBetExhaustive(sites).returns);
  });

  it('gives the larger of two permuted returns to the likelier outcome', () => {
    const sites = [site(100, 2, 2, 2), site(100, 2, 2, 2), site(100, 2, 2, 2), site(100, 2, 2, 2)];
    // 1/odds are equal, so the order 1, X, 2 decides: home gets the double share.
    expect(planBet(sites).returns).toEqual({ home: 400, draw: 200, away: 200 });
  });

  it('answers the same for the same input', () => {
    const [sites] = fc.sample(sharedFeeds({ minLength: 40, maxLength: 40 }), {
      seed: SEED,
      numRuns: 1,
    });
    // A generous limit: where a 500 ms deadline falls depends on the machine's load.
    const limit = { timeLimitMs: 60_000 };
    expect(planBet(sites, limit)).toEqual(
      planBet(
        sites.map((s) => ({ ...s })),
        limit,
      ),
    );
  });

  it('returns its best answer and a proven bound when the time runs out', () => {
    const [sites] = fc.sample(sharedFeeds({ minLength: 60, maxLength: 60 }), {
      seed: SEED,
      numRuns: 1,
    });
    const plan = planBet(sites, { timeLimitMs: 0 });
    expectConsistent(sites, plan);
    expect(plan.optimal).toBe(false);
    expect(plan.upperBound).toBeGreaterThan(plan.minReturn);
  });

  it('splits many identical sites as evenly as their payouts allow', () => {
    const sites = Array.from({ length: 60 }, () => site(1000, 2.1, 3.4, 3.6));
    const plan = planBet(sites);
    expectConsistent(sites, plan);
    // 60 copies of (2100, 3400, 3600): 27 + 17 + 16 copies give (56700, 57800, 57600).
    expect(plan.returns).toEqual({ home: 56700, draw: 57800, away: 57600 });
    expect(plan.optimal).toBe(true);
  });

  it('handles huge stakes without losing a krone', () => {
    const huge = realistic({ minLength: 30, maxLength: 30 }, fc.integer({ min: 1e6, max: 1e7 }));
    const [sites] = fc.sample(huge, { seed: SEED, numRuns: 1 });
    expectConsistent(sites, planBet(sites));
  });
});
