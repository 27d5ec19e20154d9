import { describe, expect, it } from 'vitest';
import { wholeKrWithin } from './wholeKr';

describe('a whole amount of kr within bounds', () => {
  it('reads amounts the way the panel writes them', () => {
    expect(
      ['2500', '2.500', '2 500', '2.500 kr', '2.500,-'].map((t) => wholeKrWithin(t, 1)),
    ).toEqual([2500, 2500, 2500, 2500, 2500]);
  });

  it('keeps to the bounds, both included', () => {
    expect(['0', '1', '10.000', '10.001'].map((t) => wholeKrWithin(t, 1, 10_000))).toEqual([
      null,
      1,
      10000,
      null,
    ]);
    expect(wholeKrWithin('0', 0)).toBe(0);
  });

  it('refuses what is not whole kr, rather than reading part of it', () => {
    expect(['', '12,5', '1.5', '2.00', '-5', 'to'].map((t) => wholeKrWithin(t, 0))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
