import type { PayoutMatrix } from './types.js';

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

export function buildBlocks(matrix: PayoutMatrix): Block[] {
  const { payouts, allowed, feeds } = matrix;
  const groups = new Map<number, number[]>();
  feeds.forEach((feed, i) => {
    const group = groups.get(feed);
    if (group) group.push(i);
    else groups.set(feed, [i]);
  });
  // On one feed the payouts grow with the stake: largest stake first.
  const size = (i: number): number => payouts[3 * i] + payouts[3 * i + 1] + payouts[3 * i + 2];
  const blocks: Block[] = [];
  for (const group of groups.values()) {
    if (group.length === 1) {
      blocks.push(singleSite(payouts, group[0], allowed[group[0]]));
      continue;
    }
    group.sort((i, j) => size(j) - size(i) || i - j);
    let states = EMPTY;
    let members: number[] = [];
    for (const site of group) {
      const grown = addSite(states, payouts, site, allowed[site]);
      if (grown.count > MAX_CHOICES && members.length > 0) {
        blocks.push(toBlock(members, states));
        states = addSite(EMPTY, payouts, site, allowed[site]);
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

/**
 * Most sites have an odds feed of their own: their block is their allowed outcomes, built
 * without addSite's hash set (a few typed arrays per site were most of a small market's
 * garbage). Two allowed outcomes paying 0 are one choice, as addSite would keep them.
 */
function singleSite(payouts: Float64Array, site: number, allowed: number): Block {
  let choices = 0;
  let zeros = 0;
  for (let o = 0; o < 3; o++) {
    if ((allowed & (1 << o)) === 0) continue;
    if (payouts[3 * site + o] === 0 && zeros++ > 0) continue;
    choices++;
  }
  const contributions = new Float64Array(3 * choices);
  const assignments = new Uint8Array(choices);
  let count = 0;
  zeros = 0;
  for (let o = 0; o < 3; o++) {
    if ((allowed & (1 << o)) === 0) continue;
    if (payouts[3 * site + o] === 0 && zeros++ > 0) continue;
    contributions[3 * count + o] = payouts[3 * site + o];
    assignments[count++] = o;
  }
  return { sites: [site], contributions, assignments, choiceCount: choices };
}

/**
 * The distinct sums of a group's first sites, each with the outcomes that first gave it. Flat
 * typed arrays, not an object per state: small markets are solved in a millisecond or two, and
 * garbage here (most of what they allocated) brought on collector pauses of about as long.
 */
interface States {
  count: number;
  /** Sites covered: outcomes per state. */
  width: number;
  sums: Float64Array;
  outcomes: Uint8Array;
}

const EMPTY: States = {
  count: 1,
  width: 0,
  sums: new Float64Array(3),
  outcomes: new Uint8Array(0),
};

/**
 * Each state with each allowed outcome for the site, keeping the first of equal sums (a hash
 * set). Forbidden outcomes never enter a block, so the search never meets them.
 */
function addSite(states: States, payouts: Float64Array, site: number, allowed: number): States {
  const width = states.width + 1;
  const capacity = 3 * states.count;
  const sums = new Float64Array(3 * capacity);
  const outcomes = new Uint8Array(capacity * width);
  let slots = 4;
  while (slots < 2 * capacity) slots *= 2;
  const table = new Int32Array(slots).fill(-1);
  const mask = slots - 1;
  let count = 0;
  for (let k = 0; k < states.count; k++) {
    for (let o = 0; o < 3; o++) {
      if ((allowed & (1 << o)) === 0) continue;
      const x = states.sums[3 * k] + (o === 0 ? payouts[3 * site] : 0);
      const y = states.sums[3 * k + 1] + (o === 1 ? payouts[3 * site + 1] : 0);
      const z = states.sums[3 * k + 2] + (o === 2 ? payouts[3 * site + 2] : 0);
      // Equal sums hash alike whatever the truncation does; equality is checked exactly.
      let slot =
        (Math.imul(x | 0, 0x9e3779b1) ^
          Math.imul(y | 0, 0x85ebca77) ^
          Math.imul(z | 0, 0xc2b2ae3d)) &
        mask;
      let found = false;
      for (; table[slot] >= 0; slot = (slot + 1) & mask) {
        const at = 3 * table[slot];
        if (sums[at] === x && sums[at + 1] === y && sums[at + 2] === z) {
          found = true;
          break;
        }
      }
      if (found) continue;
      table[slot] = count;
      sums[3 * count] = x;
      sums[3 * count + 1] = y;
      sums[3 * count + 2] = z;
      for (let m = 0; m < states.width; m++)
        outcomes[count * width + m] = states.outcomes[k * states.width + m];
      outcomes[count * width + width - 1] = o;
      count++;
    }
  }
  return { count, width, sums, outcomes };
}

function toBlock(members: number[], states: States): Block {
  return {
    sites: members,
    contributions: states.sums.slice(0, 3 * states.count),
    assignments: states.outcomes.slice(0, states.count * states.width),
    choiceCount: states.count,
  };
}
