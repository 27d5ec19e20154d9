import argon2 from 'argon2';
import { isFirebaseHash, verifyFirebaseHash } from '../import/firebase-password.js';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (isFirebaseHash(hash)) return verifyFirebaseHash(hash, password);
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** An imported admin's old-app hash: replaced by argon2id at the first good sign-in. */
export const needsRehash = (hash: string): boolean => isFirebaseHash(hash);

/** Spends the same time as a real check when the email is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('arbi-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** The password rule of the product: length only (no composition rules), and not a common one. */
export function passwordProblem(
  password: string,
  isCommon: (p: string) => boolean,
): string | undefined {
  if (password.length < PASSWORD_MIN) return `Adgangskoden skal være mindst ${PASSWORD_MIN} tegn`;
  if (password.length > PASSWORD_MAX) return `Adgangskoden må højst være ${PASSWORD_MAX} tegn`;
  if (isCommon(password)) return 'Adgangskoden er for almindelig: vælg en anden';
  return undefined;
}
