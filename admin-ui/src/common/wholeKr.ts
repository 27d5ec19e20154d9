import { parseWholeKroner } from '../../../rules/kroner';

/** A whole amount of kr as the panel writes them ('1.000', '750 kr'), from min to max; else null. */
export function wholeKrWithin(
  text: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | null {
  const value = parseWholeKroner(text);
  return value !== null && value >= min && value <= max ? value : null;
}
