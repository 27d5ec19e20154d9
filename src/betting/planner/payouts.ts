import type { PlannerSite } from './types.js';

/** Payouts as a flat row-major matrix: row i holds site i's whole-kr returns for 1, X, 2. */
export function payoutMatrix(sites: readonly PlannerSite[]): Float64Array {
  const payouts = new Float64Array(sites.length * 3);
  sites.forEach((site, i) => {
    payouts[3 * i] = Math.round(site.home * site.stake);
    payouts[3 * i + 1] = Math.round(site.draw * site.stake);
    payouts[3 * i + 2] = Math.round(site.away * site.stake);
  });
  return payouts;
}

/**
 * Outcome indices from likeliest to least likely, by the summed implied probability 1/odds over
 * all sites (the market's consensus); equal sums keep the order 1, X, 2.
 */
export function likelihoodOrder(sites: readonly PlannerSite[]): Uint8Array {
  const likelihood = [0, 0, 0];
  for (const site of sites) {
    likelihood[0] += 1 / site.home;
    likelihood[1] += 1 / site.draw;
    likelihood[2] += 1 / site.away;
  }
  return Uint8Array.from([0, 1, 2].sort((a, b) => likelihood[b] - likelihood[a] || a - b));
}
