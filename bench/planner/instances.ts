import type { PlannerSite } from '../../src/betting/planner/index.js';
import { between, integerBetween, pick } from './random.js';

type Random = () => number;
type Odds = Pick<PlannerSite, 'home' | 'draw' | 'away'>;

export const SHARED_FEED_STAKES = [500, 750, 1000, 1500, 1600, 2000];

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

export function realistic(n: number, random: Random): PlannerSite[] {
  const truth = trueProbabilities(random);
  return Array.from({ length: n }, () => ({
    stake: 50 * integerBetween(random, 2, 40),
    ...bookmakerOdds(random, truth),
  }));
}

/** 60% of the sites copy one of 2-5 odds feeds; every stake comes from a short list. */
export function sharedFeeds(n: number, random: Random): PlannerSite[] {
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

export function randomOdds(n: number, random: Random): PlannerSite[] {
  const odds = (): number => Math.round(between(random, 1.05, 15) * 100) / 100;
  return Array.from({ length: n }, () => ({
    stake: integerBetween(random, 1, 5000),
    home: odds(),
    draw: odds(),
    away: odds(),
  }));
}

export function identical(n: number, random: Random): PlannerSite[] {
  const site = {
    stake: pick(random, SHARED_FEED_STAKES),
    ...bookmakerOdds(random, trueProbabilities(random)),
  };
  return Array.from({ length: n }, () => ({ ...site }));
}

export const FAMILIES = { realistic, 'shared feeds': sharedFeeds, random: randomOdds, identical };
export type FamilyName = keyof typeof FAMILIES;
