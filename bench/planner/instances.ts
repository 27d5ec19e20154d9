import type { BetKind, BetRow, PlannerSite } from '../../src/betting/planner/index.js';
import { between, integerBetween, pick, seededRandom } from './random.js';

type Random = () => number;
type Odds = Pick<PlannerSite, 'home' | 'draw' | 'away'>;

const SHARED_FEED_STAKES = [500, 750, 1000, 1500, 1600, 2000];

/** A match's true probabilities for 1, X, 2. */
function trueProbabilities(random: Random): [number, number, number] {
  const home = between(random, 0.2, 0.62);
  const draw = between(random, 0.18, 0.32);
  return [home, draw, Math.max(0.06, 1 - home - draw)];
}

/** One bookmaker's odds: a 3-8% margin over the true probabilities plus its own noise. */
function bookmakerOdds(random: Random, truth: [number, number, number]): Odds {
  const margin = between(random, 0.03, 0.08);
  const odds = truth.map((p) => {
    const fair = 1 / (p * (1 + margin));
    return Math.max(1.01, Math.round(fair * between(random, 0.97, 1.03) * 100) / 100);
  });
  return { home: odds[0], draw: odds[1], away: odds[2] };
}

function realistic(n: number, random: Random): PlannerSite[] {
  const truth = trueProbabilities(random);
  return Array.from({ length: n }, () => ({
    stake: 50 * integerBetween(random, 2, 40),
    ...bookmakerOdds(random, truth),
  }));
}

/** 60% of the sites copy one of 2-5 odds feeds; every stake comes from a short list. */
function sharedFeeds(n: number, random: Random): PlannerSite[] {
  const truth = trueProbabilities(random);
  const feeds = Array.from({ length: integerBetween(random, 2, 5) }, () =>
    bookmakerOdds(random, truth),
  );
  const sharing = Math.round(0.6 * n);
  return Array.from({ length: n }, (_, i) => ({
    stake: pick(random, SHARED_FEED_STAKES),
    ...(i < sharing ? pick(random, feeds) : bookmakerOdds(random, truth)),
  }));
}

function randomOdds(n: number, random: Random): PlannerSite[] {
  const odds = (): number => Math.round(between(random, 1.05, 15) * 100) / 100;
  return Array.from({ length: n }, () => ({
    stake: integerBetween(random, 1, 5000),
    home: odds(),
    draw: odds(),
    away: odds(),
  }));
}

function identical(n: number, random: Random): PlannerSite[] {
  const site = {
    stake: pick(random, SHARED_FEED_STAKES),
    ...bookmakerOdds(random, trueProbabilities(random)),
  };
  return Array.from({ length: n }, () => ({ ...site }));
}

export const FAMILIES = { realistic, 'shared feeds': sharedFeeds, random: randomOdds, identical };
export type FamilyName = keyof typeof FAMILIES;

/** A cash plan's rows for the same sites: stakes in øre, odds in hundredths, no minimum. */
export function cashRows(sites: readonly PlannerSite[]): BetRow[] {
  return sites.map((site) => ({
    kind: 'cash',
    stakeOre: Math.round(site.stake * 100),
    odds: [site.home, site.draw, site.away].map((o) => Math.round(o * 100)) as [
      number,
      number,
      number,
    ],
    minOdds: 0,
  }));
}

const FREE_BETS = [100, 200, 250, 500, 1000];
const BALANCES = [1000, 1500, 2000];

/**
 * A round after the first bet: shared feeds as above, a third of the rows cash (qualifying bets,
 * often with a minimum of 1.50-2.00), the rest free bets (with and without the stake returned)
 * and bonus money being wagered, many with minimum odds that forbid one or two outcomes.
 */
function mixedRows(n: number, random: Random): BetRow[] {
  const sites = sharedFeeds(n, random);
  return cashRows(sites).map((row) => {
    const draw = random();
    const kind: BetKind =
      draw < 0.35 ? 'cash' : draw < 0.6 ? 'free_bet' : draw < 0.75 ? 'free_bet_sr' : 'bonus_money';
    const stakeOre =
      kind === 'cash'
        ? row.stakeOre
        : kind === 'bonus_money'
          ? pick(random, BALANCES) * 100 + integerBetween(random, 0, 99)
          : pick(random, FREE_BETS) * 100;
    const [low, mid, high] = [...row.odds].sort((a, b) => a - b);
    const place = random();
    const minOdds =
      place < 0.35
        ? 0
        : place < 0.6
          ? Math.min(high, integerBetween(random, 150, 200))
          : place < 0.85
            ? integerBetween(random, low + 1, Math.max(low + 1, mid))
            : integerBetween(random, mid + 1, Math.max(mid + 1, high));
    return { kind, stakeOre, odds: row.odds, minOdds: Math.min(minOdds, high) };
  });
}

/** The k-th seeded mixed instance of n rows: the one bench:planner and compare-builds.mjs time. */
export function mixedInstance(n: number, k: number): BetRow[] {
  return mixedRows(n, seededRandom((n * 104_729 + k * 613) >>> 0));
}
