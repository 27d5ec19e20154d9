import { shouldPause } from './busy-governor.js';

describe('shouldPause (planners give way to a busy request thread)', () => {
  it('lets planners run while the request thread has time to spare', () => {
    expect(shouldPause(0.2, 0)).toBe(false);
    expect(shouldPause(0.84, 0)).toBe(false);
  });

  it('pauses them while the request thread is saturated', () => {
    expect(shouldPause(0.85, 0)).toBe(true);
    expect(shouldPause(1, 2)).toBe(true);
  });

  it('never starves them: after three paused ticks in a row they run for one', () => {
    const ticks: boolean[] = [];
    let paused = 0;
    for (let tick = 0; tick < 8; tick++) {
      const pause = shouldPause(1, paused);
      ticks.push(pause);
      paused = pause ? paused + 1 : 0;
    }
    expect(ticks).toEqual([true, true, true, false, true, true, true, false]);
  });
});
