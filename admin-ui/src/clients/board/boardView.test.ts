import { describe, expect, it } from 'vitest';
import { boardView } from './boardView';

// Six columns of 240 px with 8 px between them, as the board lays them out.
const columns = Array.from({ length: 6 }, (_, i) => ({ left: i * 248, width: 240 }));

describe('what the board shows of its columns', () => {
  it('at 1280 px (about 1000 px of board) shows four, and says more are to the right', () => {
    expect(boardView(columns, 0, 1000)).toMatchObject({
      first: 1,
      last: 4,
      total: 6,
      canLeft: false,
      canRight: true,
    });
  });

  it('steps right to the next column whole, and back left again', () => {
    const start = boardView(columns, 0, 1000);
    // The fifth column is cut off: a step right brings it in, here as far as the row goes.
    expect(start.rightTarget).toBe(6 * 248 - 8 - 1000);
    const end = boardView(columns, start.rightTarget, 1000);
    expect(end).toMatchObject({ first: 3, last: 6, canLeft: true, canRight: false });
    expect(end.leftTarget).toBe(0);
  });

  it('needs no cue when every column fits', () => {
    expect(boardView(columns, 0, 1600)).toMatchObject({
      first: 1,
      last: 6,
      canLeft: false,
      canRight: false,
    });
  });

  it('on a phone shows one column at a time', () => {
    expect(boardView(columns, 248, 300)).toMatchObject({
      first: 2,
      last: 2,
      canLeft: true,
      canRight: true,
    });
  });
});
