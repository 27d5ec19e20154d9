import { dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's ranked list of leaked passwords (tens of thousands, most common first). */
const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
