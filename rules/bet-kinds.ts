import type { Offer } from './offers.js';
import type { SiteState } from './site-progress.js';

/** Row kinds (§16): qualifying cash, free bet, free bet stake returned, bonus money being wagered. */
export const BET_KINDS = ['cash', 'free_bet', 'free_bet_sr', 'bonus_money'] as const;
export type BetKind = (typeof BET_KINDS)[number];

export const BET_KIND_LABELS: Record<BetKind, string> = {
  cash: 'Kontant',
  free_bet: 'Freebet',
  free_bet_sr: 'Freebet (indsats retur)',
  bonus_money: 'Bonuspenge',
};

/** Null when the site has nothing left to plan. */
export function proposedKind(
  state: SiteState,
  offer: Offer | null | undefined,
  wageringLeft: number | null | undefined,
): BetKind | null {
  if (state === 'none' || state === 'created') return 'cash';
  if (state === 'bonus' && (offer?.kind === 'free_bet' || offer?.kind === 'free_bet_sr'))
    return offer.kind;
  if (wageringLeft && wageringLeft > 0 && state !== 'withdrawn') return 'bonus_money';
  return null;
}

/** The stake the server takes when none is sent; null for bonus money without an offer. */
export function defaultStake(
  kind: BetKind,
  siteStake: number,
  offer: Offer | null | undefined,
  deposit: number,
): number | null {
  if (kind === 'cash') return siteStake;
  if (!offer) return null;
  if (kind === 'bonus_money') return (deposit || (offer.minDeposit ?? 0)) + offer.bonus;
  return offer.bonus;
}

export function offerMinOdds(kind: BetKind, offer: Offer | null | undefined): number | null {
  return (kind === 'cash' ? offer?.qualifyingMinOdds : offer?.bonusMinOdds) ?? null;
}

/** Accepts Danish and plain forms ('1.234,50', '2.5', '750 kr'); null unless above 0 with at most two decimals. */
export function parseStakeKr(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/\s*kr\.?$/i, '')
    .replace(/\s/g, '');
  let amount: number;
  if (/^\d{1,3}(\.\d{3})*,\d{1,2}$/.test(cleaned) || /^\d+,\d{1,2}$/.test(cleaned))
    amount = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  else if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) amount = Number(cleaned.replace(/\./g, ''));
  else if (/^\d+(\.\d{1,2})?$/.test(cleaned)) amount = Number(cleaned);
  else return null;
  return amount > 0 ? amount : null;
}
