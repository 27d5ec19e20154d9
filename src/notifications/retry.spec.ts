import { nextAttemptAt, RETRY_WINDOW_MS } from './retry.js';

describe('nextAttemptAt', () => {
  const created = new Date('2026-11-23T12:00:00Z');

  it('doubles the delay from the base, up to an hour', () => {
    const delays = [1, 2, 3, 8, 9, 20].map(
      (attempt) => nextAttemptAt(created, attempt, 30_000, created)!.getTime() - created.getTime(),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('gives up once the next try would be more than 24 h after the delivery was made', () => {
    const late = new Date(created.getTime() + RETRY_WINDOW_MS - 60_000);
    expect(nextAttemptAt(created, 1, 30_000, late)).toEqual(new Date(late.getTime() + 30_000));
    expect(nextAttemptAt(created, 3, 30_000, late)).toBeNull();
  });
});
