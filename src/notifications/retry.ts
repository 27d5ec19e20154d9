const HOUR_MS = 3_600_000;
export const RETRY_WINDOW_MS = 24 * HOUR_MS;

/** Doubles from `baseMs` up to an hour; null once past 24 h after the delivery was made (then it fails). */
export function nextAttemptAt(
  createdAt: Date,
  attempt: number,
  baseMs: number,
  now: Date,
): Date | null {
  const delay = Math.min(baseMs * 2 ** Math.min(attempt - 1, 30), HOUR_MS);
  const at = new Date(now.getTime() + delay);
  return at.getTime() > createdAt.getTime() + RETRY_WINDOW_MS ? null : at;
}
