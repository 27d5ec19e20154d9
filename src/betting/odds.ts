import { fieldError } from '../common/validation.js';

/** Odds beyond this are no real market, and would only make the planner's numbers huge. */
const MAX_ODDS = 1000;

/** A decimal odds value as typed: a number, or text with a comma or dot decimal separator. */
export function parseOdds(value: unknown, field: string): number {
  const odds = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  if (
    typeof odds !== 'number' ||
    !Number.isFinite(odds) ||
    (typeof value === 'string' && value.trim() === '')
  ) {
    throw fieldError(field, 'Odds skal være et tal, fx 2,15');
  }
  if (odds <= 1) throw fieldError(field, 'Odds skal være større end 1');
  if (odds > MAX_ODDS) throw fieldError(field, `Odds må højst være ${MAX_ODDS}`);
  return odds;
}

/** At most two decimals, as bookmakers quote them, so payouts count exactly in øre. */
export function parseOddsHundredths(value: unknown, field: string): number {
  const odds = parseOdds(value, field);
  const hundredths = Math.round(odds * 100);
  if (Math.abs(odds * 100 - hundredths) > 1e-6)
    throw fieldError(field, 'Odds må højst have to decimaler, fx 2,15');
  return hundredths;
}
