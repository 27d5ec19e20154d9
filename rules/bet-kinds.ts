import type { Offer } from './offers.js';
import type { SiteState } from './site-progress.js';

/**
 * The kinds of a plan's row (§16): the qualifying cash bet, a free bet (stake not returned), a
 * free bet with the stake returned, and bonus money (deposit + bonus) being wagered.
 */
export const BET_KINDS = ['cash', 'free_bet', 'free_bet_sr', 'bonus_money'] as const;
export type BetKind = (typeof BET_KINDS)[number];

export const BET_KIND_LABELS: Record<BetKind, string> = {
  cash: 'Kontant',
  free_bet: 'Freebet',
  free_bet_sr: 'Freebet (indsats retur)',
  bonus_money: 'Bonuspenge',
};

/**
 * The kind the make-bet page proposes for a site, or null when the site has nothing to plan:
 * no account or no bet yet → cash; a credited free-bet bonus → that free bet; wagering left →
 * bonus money.
 */
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

/**
 * A row's default stake in kr, as the server takes it when none is sent: cash the site's stake,
 * free bets the offer's bonus, bonus money the deposit + the bonus (null without an offer).
 */
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

/** The minimum odds the offer sets for a row of this kind (qualifying for cash), or null. */
export function offerMinOdds(kind: BetKind, offer: Offer | null | undefined): number | null {
  return (kind === 'cash' ? offer?.qualifyingMinOdds : offer?.bonusMinOdds) ?? null;
}

/**
 * A stake as typed, in kr with øre: '750', '1.234,50', '1 234,5', '0,33', '2.5', '750 kr'.
 * Null when it is no amount above 0 with at most two decimals.
 */
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
