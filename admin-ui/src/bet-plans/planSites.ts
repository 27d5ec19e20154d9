import { defaultStake, offerMinOdds, proposedKind, type BetKind } from '../../../rules/bet-kinds';
import { siteKey } from '../../../rules/sites';
import {
  SITE_STATES,
  type Offer,
  type Site,
  type SiteProgress,
  type SiteState,
} from '../providers/types';

/** A site the make-bet page offers a row for, with what it proposes. */
export interface PlanSite {
  name: string;
  stake: number;
  offer: Offer | null;
  deposit: number;
  proposed: BetKind;
}

/** The admin's sites with something to plan for this customer, each with its proposed kind. */
export function planSites(sites: Required<Site>[], progress: SiteProgress[]): PlanSite[] {
  const byKey = new Map(progress.map((row) => [siteKey(row.site), row]));
  return sites.flatMap((site) => {
    const row = byKey.get(siteKey(site.name));
    const proposed = row && proposedKind(row.state, site.offer, row.wageringLeft);
    if (!proposed) return [];
    return [
      { name: site.name, stake: site.stake, offer: site.offer, deposit: row.deposit, proposed },
    ];
  });
}

export const stakeFor = (site: PlanSite, kind: BetKind) =>
  defaultStake(kind, site.stake, site.offer, site.deposit);

export const minOddsFor = (site: PlanSite, kind: BetKind) => offerMinOdds(kind, site.offer);

/**
 * kr with øre where there are any, with a decimal comma and, as the plan always showed its
 * amounts, no thousands separator: 1777,50; 750.
 */
export function formatKr(amount: number): string {
  const whole = Number.isInteger(amount);
  return amount.toLocaleString('da-DK', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

export const formatOdds = (odds: number) =>
  odds.toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * How many of the customer's sites are at each step, in the steps' order (for the page with no
 * site to plan: it says why, rather than that the customer had them all).
 */
export function stateCounts(progress: SiteProgress[]): { state: SiteState; count: number }[] {
  return SITE_STATES.flatMap((state) => {
    const count = progress.filter((row) => row.state === state).length;
    return count ? [{ state, count }] : [];
  });
}
