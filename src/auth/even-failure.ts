import { setTimeout as sleep } from 'node:timers/promises';

/** So the timing does not tell which accounts exist or were imported (`npm run bench:signin`). */
export async function failNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}
