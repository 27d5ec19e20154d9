import type { PlannerSite } from '../planner.js';

/**
 * A group of sites searched as one decision. Sites with identical odds (one odds feed) have
 * proportional payouts, so many of their 3^k assignments give the same three sums: the block
 * keeps each distinct sum once. That removes the symmetry that makes shared-feed markets look
 * like number partitioning.
 */
export interface Block {
  sites: number[];
  /** Distinct contributions (home, draw, away), one row per choice. */
  contributions: Float64Array;
  /** For each choice, the outcome of each of the block's sites (a representative). */
  assignments: Uint8Array;
  choiceCount: number;
}

/** Keeps the blocks' width (children per search node) bounded. */
const MAX_CHOICES = 4000;

export function buildBlocks(sites: readonly PlannerSite[], payouts: Float64Array): Block[] {
  const groups = new Map<string, number[]>();
  sites.forEach((site, i) => {
    const key = `${site.home}|${site.draw}|${site.away}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const blocks: Block[] = [];
  for (const group of groups.values()) {
    group.sort((i, j) => sites[j].stake - sites[i].stake || i - j);
    let states = [emptyState()];
    let members: number[] = [];
    for (const site of group) {
      const grown = addSite(states, payouts, site);
      if (grown.length > MAX_CHOICES && members.length > 0) {
        blocks.push(toBlock(members, states));
        states = addSite([emptyState()], payouts, site);
        members = [site];
      } else {
        states = grown;
        members.push(site);
      }
    }
    blocks.push(toBlock(members, states));
  }
  return blocks;
}

interface State {
  sums: [number, number, number];
  outcomes: number[];
}

function emptyState(): State {
  return { sums: [0, 0, 0], outcomes: [] };
}

/** Sums below this pack into one exact number key (three 17-bit fields; strings otherwise). */
const PACKED_LIMIT = 2 ** 17;

function addSite(states: State[], payouts: Float64Array, site: number): State[] {
  const seen = new Map<number | string, State>();
  for (const state of states) {
    for (let o = 0; o < 3; o++) {
      const sums: [number, number, number] = [state.sums[0], state.sums[1], state.sums[2]];
      sums[o] += payouts[3 * site + o];
      const key = sums.every((x) => x < PACKED_LIMIT)
        ? (sums[0] * PACKED_LIMIT + sums[1]) * PACKED_LIMIT + sums[2]
        : sums.join(',');
      if (!seen.has(key)) seen.set(key, { sums, outcomes: [...state.outcomes, o] });
    }
  }
  return [...seen.values()];
}

function toBlock(members: number[], states: State[]): Block {
  const contributions = new Float64Array(states.length * 3);
  const assignments = new Uint8Array(states.length * members.length);
  states.forEach((state, c) => {
    contributions.set(state.sums, 3 * c);
    assignments.set(state.outcomes, c * members.length);
  });
  return { sites: members, contributions, assignments, choiceCount: states.length };
}
