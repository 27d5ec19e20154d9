import { FirebaseScrypt } from 'firebase-scrypt';

/** The old sign-in service's scrypt parameters (`Password Hash Parameters` in its console). */
export interface FirebaseHashConfig {
  signerKey: string;
  saltSeparator: string;
  rounds: number;
  memCost: number;
}

const PREFIX = 'firebase-scrypt';

/** One `$`-separated field (base64 has no `$`), replaced by argon2id at the first good sign-in. */
export function encodeFirebaseHash(config: FirebaseHashConfig, salt: string, hash: string): string {
  return [
    PREFIX,
    config.memCost,
    config.rounds,
    config.saltSeparator,
    config.signerKey,
    salt,
    hash,
  ].join('$');
}

export const isFirebaseHash = (stored: string): boolean => stored.startsWith(`${PREFIX}$`);

export async function verifyFirebaseHash(stored: string, password: string): Promise<boolean> {
  const [prefix, memCost, rounds, saltSeparator, signerKey, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !hash) return false;
  try {
    const scrypt = new FirebaseScrypt({
      memCost: Number(memCost),
      rounds: Number(rounds),
      saltSeparator,
      signerKey,
    });
    return await scrypt.verify(password, salt, hash);
  } catch {
    return false;
  }
}

/** `--hash-config`: the JSON the old console shows (`hash_config` of `firebase auth:export`). */
export function readHashConfig(json: unknown): FirebaseHashConfig {
  const doc = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const config = (doc.hash_config ?? doc) as Record<string, unknown>;
  const signerKey = config.base64_signer_key;
  const saltSeparator = config.base64_salt_separator;
  const rounds = Number(config.rounds);
  const memCost = Number(config.mem_cost);
  if (typeof signerKey !== 'string' || typeof saltSeparator !== 'string' || !rounds || !memCost) {
    throw new Error(
      'the hash config needs base64_signer_key, base64_salt_separator, rounds and mem_cost',
    );
  }
  return { signerKey, saltSeparator, rounds, memCost };
}
