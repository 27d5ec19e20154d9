import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';
import { isFirebaseHash, verifyFirebaseHash } from './firebase-password.js';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;
/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. */
const PASSWORD_MIN_SCORE = 3;
export const TOO_GUESSABLE =
  'Adgangskoden er for let at gætte: brug flere ord, eller gør den længere og mindre forudsigelig';

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

// Built on first use: loading the dictionaries takes a moment that a start need not pay.
let strength: ZxcvbnFactory | undefined;
const estimator = () => (strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * The password rule of the product: a length (no composition rules), not a common one, and hard
 * to guess by zxcvbn's estimate (repeats, keyboard rows, dictionary words with digits and the
 * account's own email all count against it).
 */
export function passwordProblem(
  password: string,
  isCommon: (p: string) => boolean,
  userInputs: string[] = [],
): string | undefined {
  if (password.length < PASSWORD_MIN) return `Adgangskoden skal være mindst ${PASSWORD_MIN} tegn`;
  if (password.length > PASSWORD_MAX) return `Adgangskoden må højst være ${PASSWORD_MAX} tegn`;
  if (isCommon(password)) return 'Adgangskoden er for almindelig: vælg en anden';
  if (estimator().check(password, userInputs).score < PASSWORD_MIN_SCORE) return TOO_GUESSABLE;
  return undefined;
}
