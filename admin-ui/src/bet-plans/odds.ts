import { parseStakeKr as parseStake } from '../../../rules/bet-kinds';
import type { OddsRow } from '../providers/types';

export type OddsField = 'home' | 'draw' | 'away';
export const ODDS_FIELDS: { field: OddsField; label: string }[] = [
  { field: 'home', label: '1' },
  { field: 'draw', label: 'x' },
  { field: 'away', label: '2' },
];

/** The message key for a typed odds value, or undefined when it is fine ('2,15' and '2.15' both are). */
function oddsProblem(value: string): string | undefined {
  const text = value.trim();
  if (!text) return 'ra.validation.required';
  if (!/^\d+([.,]\d+)?$/.test(text)) return 'arbi.bet.odds_invalid';
  if (Number(text.replace(',', '.')) <= 1) return 'arbi.bet.odds_too_low';
  return undefined;
}

export type FieldErrors = Record<string, string>;
/** A row's input: an odds field, its stake or minimum odds, or the row as a whole. */
export const fieldKey = (site: string, field: OddsField | 'stake' | 'minOdds' | 'row') =>
  `${site}:${field}`;

export { parseStake };

export function validateOdds(rows: OddsRow[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const row of rows) {
    for (const { field } of ODDS_FIELDS) {
      const problem = oddsProblem(row[field]);
      if (problem) errors[fieldKey(row.site, field)] = problem;
    }
  }
  return errors;
}

/** The server's `errors` (`odds.3.draw`: message) mapped back onto the inputs. */
export function serverFieldErrors(
  rows: OddsRow[],
  errors: Record<string, string> | undefined,
): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (key === 'event' || key === 'kickoffAt') mapped[key] = message;
    const match = /^odds\.(\d+)(?:\.(home|draw|away|stake|minOdds))?$/.exec(key);
    const row = match && rows[Number(match[1])];
    if (row) mapped[fieldKey(row.site, (match[2] as OddsField | undefined) ?? 'row')] = message;
  }
  return mapped;
}
