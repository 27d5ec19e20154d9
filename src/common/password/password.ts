import argon2 from 'argon2';
import { isFirebaseHash, verifyFirebaseHash } from './firebase-password.js';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

const isArgon2Hash = (hash: string) => hash.startsWith('$argon2');

/** An account without a usable password still spends an argon2id check, as an unknown email does. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash && isFirebaseHash(hash)) return verifyFirebaseHash(hash, password);
  if (!hash || !isArgon2Hash(hash)) {
    await burnPasswordCheck(password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** An imported admin's old-app hash: replaced by argon2id at the first good sign-in. */
export const needsRehash = (hash: string): boolean => isFirebaseHash(hash);

/** Spends the time of a real check where there is nothing to check against. */
let dummyHash: Promise<string> | undefined;
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('arbi-dummy-password-for-timing');
  await argon2.verify(await dummyHash, password).catch(() => false);
}
