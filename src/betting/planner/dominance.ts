import type { Block } from './blocks.js';

/**
 * Exchange dominance between sites of different blocks: with site i (earlier block) on
 * outcome a and site j on outcome b, swapping them is never worse when j pays at least as much
 * on a and i at least as much on b. Such nodes are skipped. On exact ties between two single
 * sites the swap giving the earlier site the smaller outcome is kept, so one of each pair of
 * equal assignments survives (ties inside merged blocks are already merged). A swap onto a
 * forbidden outcome is no alternative, so it dominates nothing.
 */
export interface Dominance {
  words: number;
  /** [(j * 3 + b) * 3 + a] * words: bitset of sites i that make (i→a, j→b) dominated. */
  masks: Uint32Array;
}

export function buildDominance(
  blocks: Block[],
  payouts: Float64Array,
  allowed: Uint8Array,
  n: number,
): Dominance {
  const words = Math.max(1, Math.ceil(n / 32));
  const masks = new Uint32Array(n * 9 * words);
  const earlier: { site: number; single: boolean }[] = [];
  for (const block of blocks) {
    const single = block.sites.length === 1;
    for (const j of block.sites) {
      for (const { site: i, single: iSingle } of earlier) {
        for (let a = 0; a < 3; a++) {
          for (let b = 0; b < 3; b++) {
            // The swap must itself be allowed: i may back b, and j may back a.
            if (a === b || (allowed[i] & (1 << b)) === 0 || (allowed[j] & (1 << a)) === 0) continue;
            const gainOnA = payouts[3 * j + a] - payouts[3 * i + a];
            const gainOnB = payouts[3 * i + b] - payouts[3 * j + b];
            const tieBroken = single && iSingle && b < a;
            if (gainOnA >= 0 && gainOnB >= 0 && (gainOnA > 0 || gainOnB > 0 || tieBroken)) {
              masks[((j * 3 + b) * 3 + a) * words + (i >>> 5)] |= 1 << (i & 31);
            }
          }
        }
      }
    }
    for (const site of block.sites) earlier.push({ site, single });
  }
  return { words, masks };
}
