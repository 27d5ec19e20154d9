import type { Block } from './blocks.js';

/**
 * Exchange dominance between single-site blocks: with block i (earlier) on outcome a and
 * block j on outcome b, swapping them is never worse when j pays at least as much on a and
 * i at least as much on b. Such nodes are skipped; on exact ties the swap with the smaller
 * outcome on the earlier block is kept, so one of every pair of equal assignments survives.
 */
export interface Dominance {
  words: number;
  /** [(j * 3 + b) * 3 + a] * words: bitset of earlier blocks i that make (i→a, j→b) dominated. */
  masks: Uint32Array;
}

export function buildDominance(blocks: Block[], payouts: Float64Array): Dominance {
  const words = Math.max(1, Math.ceil(blocks.length / 32));
  const masks = new Uint32Array(blocks.length * 9 * words);
  blocks.forEach((later, j) => {
    if (later.sites.length !== 1) return;
    const pj = 3 * later.sites[0];
    for (let i = 0; i < j; i++) {
      if (blocks[i].sites.length !== 1) continue;
      const pi = 3 * blocks[i].sites[0];
      for (let a = 0; a < 3; a++) {
        for (let b = 0; b < 3; b++) {
          if (a === b) continue;
          const gainOnA = payouts[pj + a] - payouts[pi + a];
          const gainOnB = payouts[pi + b] - payouts[pj + b];
          const dominated =
            gainOnA >= 0 && gainOnB >= 0 && (gainOnA > 0 || gainOnB > 0 || b < a);
          if (dominated) masks[((j * 3 + b) * 3 + a) * words + (i >>> 5)] |= 1 << (i & 31);
        }
      }
    }
  });
  return { words, masks };
}
