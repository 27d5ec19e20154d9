import { ALL_OUTCOMES, type PayoutMatrix, type PlannerSite } from './types.js';

/**
 * The legacy first-bet matrix: whole-kr payouts `round(odds × stake)`, every outcome allowed,
 * sites with the same odds on one feed. New plans go through bet-rows.ts instead.
 */
export function payoutMatrix(sites: readonly PlannerSite[]): PayoutMatrix {
  const payouts = new Float64Array(sites.length * 3);
  const feeds = new Int32Array(sites.length);
  const feedIds = new Map<string, number>();
  sites.forEach((site, i) => {
    payouts[3 * i] = Math.round(site.home * site.stake);
    payouts[3 * i + 1] = Math.round(site.draw * site.stake);
    payouts[3 * i + 2] = Math.round(site.away * site.stake);
    feeds[i] = feedId(feedIds, `${site.home}|${site.draw}|${site.away}`);
  });
  return {
    payouts,
    allowed: new Uint8Array(sites.length).fill(ALL_OUTCOMES),
    feeds,
    order: likelihoodOrder(sites),
  };
}

/** A small number per distinct key, in order of first appearance. */
export function feedId(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}

/**
 * Outcome indices from likeliest to least likely, by the summed implied probability 1/odds over
 * all sites (the market's consensus); equal sums keep the order 1, X, 2.
 */
export function likelihoodOrder(
  sites: readonly { home: number; draw: number; away: number }[],
): Uint8Array {
  const likelihood = [0, 0, 0];
  for (const site of sites) {
    likelihood[0] += 1 / site.home;
    likelihood[1] += 1 / site.draw;
    likelihood[2] += 1 / site.away;
  }
  return Uint8Array.from([0, 1, 2].sort((a, b) => likelihood[b] - likelihood[a] || a - b));
}
