/** The Danish bonus rules (Spillemyndigheden, since 2020): the server and the sites dialog show the same messages. */
export const OFFER_KINDS = ['free_bet', 'free_bet_sr', 'deposit_bonus'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_KIND_LABELS: Record<OfferKind, string> = {
  free_bet: 'Freebet',
  free_bet_sr: 'Freebet (indsats retur)',
  deposit_bonus: 'Indbetalingsbonus',
};

export interface Offer {
  kind: OfferKind;
  bonus: number;
  minDeposit?: number | null;
  qualifyingMinOdds?: number | null;
  bonusMinOdds?: number | null;
  /** Times deposit + bonus; deposit_bonus only. */
  wagering?: number | null;
  /** Days to meet the conditions. */
  days?: number | null;
  promoCode?: string | null;
  notes?: string | null;
}

const MAX_BONUS = 1000;
const MAX_WAGERING = 10;
const MIN_WAGERING_DAYS = 60;
const MIN_ODDS = 1.01;
export const MAX_OFFER_NOTES = 500;

export interface OfferProblem {
  field: keyof Offer;
  message: string;
}

const RULE = 'Spillemyndighedens regler';

export function offerProblems(offer: Offer): OfferProblem[] {
  const problems: OfferProblem[] = [];
  if (offer.bonus > MAX_BONUS)
    problems.push({
      field: 'bonus',
      message: `En velkomstbonus må højst være ${MAX_BONUS.toLocaleString('da-DK')} kr (${RULE})`,
    });
  if (offer.kind === 'deposit_bonus') {
    if (offer.minDeposit != null && offer.minDeposit !== offer.bonus)
      problems.push({
        field: 'minDeposit',
        message: `Indbetalingskravet skal være lig bonussen, ${offer.bonus} kr (${RULE})`,
      });
    if (offer.wagering != null && offer.wagering > MAX_WAGERING)
      problems.push({
        field: 'wagering',
        message: `Omsætningskravet må højst være ${MAX_WAGERING} × (indbetaling + bonus) (${RULE})`,
      });
    if (offer.wagering && offer.days != null && offer.days < MIN_WAGERING_DAYS)
      problems.push({
        field: 'days',
        message: `Kunden skal have mindst ${MIN_WAGERING_DAYS} dage til at omsætte bonussen (${RULE})`,
      });
  } else if (offer.wagering) {
    problems.push({
      field: 'wagering',
      message: 'Omsætningskrav hører kun til en indbetalingsbonus',
    });
  }
  for (const field of ['qualifyingMinOdds', 'bonusMinOdds'] as const) {
    const odds = offer[field];
    if (odds != null && odds < MIN_ODDS)
      problems.push({ field, message: `Minimumsodds skal være mindst 1,01` });
  }
  return problems;
}

/** The offer as one line for the make-bet page: '1.000 kr freebet, bonus min. odds 1,80'. */
export function offerSummary(offer: Offer): string {
  const kr = (n: number) => n.toLocaleString('da-DK');
  const odds = (n: number) => n.toLocaleString('da-DK', { minimumFractionDigits: 2 });
  const parts = [`${kr(offer.bonus)} kr ${OFFER_KIND_LABELS[offer.kind].toLowerCase()}`];
  if (offer.qualifyingMinOdds) parts.push(`første bet min. odds ${odds(offer.qualifyingMinOdds)}`);
  if (offer.bonusMinOdds) parts.push(`bonus min. odds ${odds(offer.bonusMinOdds)}`);
  if (offer.wagering) parts.push(`omsætning ${kr(offer.wagering)}×`);
  if (offer.days) parts.push(`${offer.days} dage`);
  if (offer.promoCode) parts.push(`kode ${offer.promoCode}`);
  return parts.join(', ');
}
