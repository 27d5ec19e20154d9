import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Holds a failed sign-in's answer until `floorMs` after it began: an unknown email, an account
 * with no usable password, an imported scrypt hash and an argon2id hash then fail alike, so the
 * timing does not tell which accounts exist or were imported (`npm run bench:signin`).
 */
export async function failNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}
