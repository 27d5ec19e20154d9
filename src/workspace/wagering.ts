import type { OfferRecord } from '../sites/settings.mapper.js';

export interface PlacedStake {
  site: string;
  stake: number;
  placedAt: Date;
}

export interface Wagering {
  /** kr still to wager; null when the site has no deposit bonus with wagering, or no deposit. */
  wageringLeft: number | null;
  /** The deposit date + the offer's days; null when either is missing. */
  wageringDeadline: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NONE: Wagering = { wageringLeft: null, wageringDeadline: null };

/** §16: `wagering` × (deposit + bonus) − placed stakes since the deposit, never below 0. */
export function wageringFor(
  offer: OfferRecord | null,
  deposit: number,
  depositedAt: Date | null | undefined,
  placed: readonly PlacedStake[],
): Wagering {
  if (offer?.kind !== 'deposit_bonus' || !offer.wagering || deposit <= 0 || !depositedAt)
    return NONE;
  const required = Math.round(offer.wagering * (deposit + offer.bonus) * 100);
  const played = placed
    .filter((stake) => stake.placedAt >= depositedAt)
    .reduce((sum, stake) => sum + Math.round(stake.stake * 100), 0);
  return {
    wageringLeft: Math.max(0, required - played) / 100,
    wageringDeadline: offer.days
      ? new Date(depositedAt.getTime() + offer.days * DAY_MS).toISOString()
      : null,
  };
}
