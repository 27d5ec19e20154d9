import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { isBreachedPassword } from './breached-passwords.js';
import { DANISH_PASSWORD_WORDS, SITE_PASSWORD_WORDS } from './danish-words.js';

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;
/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. */
const PASSWORD_MIN_SCORE = 3;
/** A guesser aiming at a Dane tries a Danish word with a capital, a year and a sign first. */
const TARGETED_MIN_SCORE = 4;
const TARGETED_LISTS = new Set(['danish', 'site', 'userInputs']);
export const TOO_GUESSABLE =
  'Adgangskoden er for let at gætte: brug flere ord, eller gør den længere og mindre forudsigelig';
export const BREACHED = 'Adgangskoden findes i lister over lækkede adgangskoder: vælg en anden';

// Built on first use: loading the dictionaries takes a moment that a start need not pay.
let strength: ZxcvbnFactory | undefined;
const estimator = () =>
  (strength ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...english.dictionary,
      danish: DANISH_PASSWORD_WORDS,
      site: SITE_PASSWORD_WORDS,
    },
    graphs: common.adjacencyGraphs,
  }));

function personalWords(inputs: string[]): string[] {
  return inputs.flatMap((input) => [
    input,
    ...input
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part.length >= 3),
  ]);
}

/** Length, no breach, and zxcvbn's estimate with Danish words, site words and the email; no composition rules. */
export function strengthProblem(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN) return `Adgangskoden skal være mindst ${PASSWORD_MIN} tegn`;
  if (password.length > PASSWORD_MAX) return `Adgangskoden må højst være ${PASSWORD_MAX} tegn`;
  if (isBreachedPassword(password)) return BREACHED;
  const { score, sequence } = estimator().check(password, personalWords(userInputs));
  const targeted = sequence.some(
    (match) => 'dictionaryName' in match && TARGETED_LISTS.has(String(match.dictionaryName)),
  );
  if (score < (targeted ? TARGETED_MIN_SCORE : PASSWORD_MIN_SCORE)) return TOO_GUESSABLE;
  return undefined;
}
