import { siteKey } from '../../../rules/sites';
import { wholeKrWithin } from '../common/wholeKr';
import type { BetPlan, PlacedDeposit, SiteProgress } from '../providers/types';

/**
 * The deposits 'Marker som placeret' proposes: for each cash row with a stake, what the customer
 * has deposited on the site in all once the bet is on, at least the stake (whole kr, rounded up);
 * more when more was recorded before. Sites the customer had before signing up are left alone.
 */
export function placedDeposits(
  plan: Pick<BetPlan, 'plan'>,
  progress: SiteProgress[],
): PlacedDeposit[] {
  const bySite = new Map(progress.map((row) => [siteKey(row.site), row]));
  return plan.plan.flatMap(({ site, kind, stake }) => {
    const row = bySite.get(siteKey(site));
    if (kind !== 'cash' || stake <= 0 || row?.state === 'had') return [];
    return [{ site, deposit: Math.max(row?.deposit ?? 0, Math.ceil(stake)) }];
  });
}

/** A deposit as typed, whole kr as the panel writes them: '2000', '2.000', '2 000 kr'; else null. */
export const parseDeposit = (text: string): number | null => wholeKrWithin(text, 0, 999_999_999);
