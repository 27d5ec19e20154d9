import { siteKey } from './sites.js';

export interface PastedOdds {
  site: string;
  odds: [number, number, number];
}

type UnplacedReason = 'unknown_site' | 'odds_count' | 'duplicate';

interface UnplacedLine {
  line: string;
  reason: UnplacedReason;
}

export interface OddsPaste {
  placed: PastedOdds[];
  unplaced: UnplacedLine[];
}

export const UNPLACED_MESSAGES: Record<UnplacedReason, string> = {
  unknown_site: 'Ukendt side',
  odds_count: 'Skal have tre odds (1, X og 2)',
  duplicate: 'Siden står der allerede',
};

const MAX_ODDS = 1000;
const DECIMAL = /^\d{1,4}(?:[.,]\d+)?$/;
const FRACTION = /^(\d{1,4})\/(\d{1,4})$/;
const EVENS = /^(evs|evens|even)$/i;
/** Columns a comparison table shows beside the odds (payout %, an arrow, a dash for no price). */
const NOISE = /^(?:\d{1,3}(?:[.,]\d+)?%|[-–—↑↓▲▼*]+)$/;

/** Odds in hundredths, rounded down: a fraction such as 5/6 is 1.83, never more than it pays. */
function oddsHundredths(token: string): number | undefined {
  let hundredths: number | undefined;
  const fraction = FRACTION.exec(token);
  if (EVENS.test(token)) hundredths = 200;
  else if (fraction) {
    const [, up, down] = fraction.map(Number);
    if (down > 0) hundredths = 100 + Math.floor((up * 100) / down);
  } else if (DECIMAL.test(token)) {
    const [whole, decimals = ''] = token.replace(',', '.').split('.');
    hundredths = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  }
  return hundredths !== undefined && hundredths > 100 && hundredths <= MAX_ODDS * 100
    ? hundredths
    : undefined;
}

function cells(line: string): string[] {
  const separator = line.includes('\t') ? /\t+/ : line.includes(';') ? /\s*;\s*/ : /\s+/;
  return line
    .split(separator)
    .map((cell) => cell.trim())
    .filter(Boolean);
}

function siteAtStart(
  tokens: string[],
  byKey: ReadonlyMap<string, string>,
): { site: string; rest: string[] } | undefined {
  for (let length = tokens.length - 1; length >= 1; length--) {
    const site = byKey.get(siteKey(tokens.slice(0, length).join(' ')));
    if (site) return { site, rest: tokens.slice(length) };
  }
  return undefined;
}

/** Names match as stakes do; odds-less lines and headers are skipped, the rest unplaced are listed with a reason. */
export function parseOddsPaste(text: string, siteNames: readonly string[]): OddsPaste {
  const byKey = new Map(siteNames.map((name) => [siteKey(name), name]));
  const placed: PastedOdds[] = [];
  const unplaced: UnplacedLine[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const tokens = cells(line).filter((cell) => !NOISE.test(cell));
    const header = tokens.some((token) => /^x$/i.test(token));
    if (header || !tokens.some((token) => oddsHundredths(token) !== undefined)) continue;
    const match = siteAtStart(tokens, byKey) ?? siteAtStart(tokens.slice(1), byKey);
    const odds = match?.rest.map(oddsHundredths);
    if (!match || !odds) unplaced.push({ line, reason: 'unknown_site' });
    else if (odds.length !== 3 || odds.some((value) => value === undefined))
      unplaced.push({ line, reason: 'odds_count' });
    else if (seen.has(match.site)) unplaced.push({ line, reason: 'duplicate' });
    else {
      seen.add(match.site);
      const [home, draw, away] = odds.map((value) => (value as number) / 100);
      placed.push({ site: match.site, odds: [home, draw, away] });
    }
  }
  return { placed, unplaced };
}
