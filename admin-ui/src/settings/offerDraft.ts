import { offerProblems, type Offer, type OfferKind } from '../../../rules/offers';
import { wholeKrWithin } from '../common/wholeKr';

/** An offer as typed: every number a text until it is saved. */
export interface OfferDraft {
  kind: OfferKind;
  bonus: string;
  minDeposit: string;
  qualifyingMinOdds: string;
  bonusMinOdds: string;
  wagering: string;
  days: string;
  promoCode: string;
  notes: string;
}

export const NUMBER_FIELDS = [
  'bonus',
  'minDeposit',
  'qualifyingMinOdds',
  'bonusMinOdds',
  'wagering',
  'days',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** The fields in whole kr, read as the panel writes amounts ('1.000'): the least, and what to say. */
const KRONER = {
  bonus: { min: 1, message: 'arbi.settlement.amount_invalid' },
  minDeposit: { min: 0, message: 'arbi.progress.amount_invalid' },
} as const;
type KronerField = keyof typeof KRONER;

const isKroner = (field: NumberField): field is KronerField => field in KRONER;

const text = (value: number | null | undefined) =>
  value == null ? '' : String(value).replace('.', ',');

export function toDraft(offer: Offer): OfferDraft {
  return {
    kind: offer.kind,
    bonus: text(offer.bonus),
    minDeposit: text(offer.minDeposit),
    qualifyingMinOdds: text(offer.qualifyingMinOdds),
    bonusMinOdds: text(offer.bonusMinOdds),
    wagering: text(offer.wagering),
    days: text(offer.days),
    promoCode: offer.promoCode ?? '',
    notes: offer.notes ?? '',
  };
}

export const emptyDraft = (): OfferDraft => ({
  ...toDraft({ kind: 'free_bet', bonus: 0 }),
  bonus: '',
});

/** Odds, times and days: a decimal comma or point. */
const number = (value: string) => {
  const cleaned = value.trim().replace(',', '.');
  return cleaned ? Number(cleaned) : null;
};

const kroner = (draft: OfferDraft, field: KronerField) =>
  wholeKrWithin(draft[field], KRONER[field].min);

/** The offer to save, as the server takes it. */
export function toOffer(draft: OfferDraft): Offer {
  const deposit = draft.kind === 'deposit_bonus';
  return {
    kind: draft.kind,
    bonus: kroner(draft, 'bonus') ?? 0,
    minDeposit: deposit ? kroner(draft, 'minDeposit') : null,
    qualifyingMinOdds: number(draft.qualifyingMinOdds),
    bonusMinOdds: number(draft.bonusMinOdds),
    wagering: deposit ? number(draft.wagering) : null,
    days: number(draft.days),
    promoCode: draft.promoCode.trim() || null,
    notes: draft.notes.trim() || null,
  };
}

/** Whether a typed field cannot be read: '1,5' kr or 'to' odds; an empty field is no number. */
function unreadable(draft: OfferDraft, field: NumberField): boolean {
  if (!draft[field].trim()) return false;
  return isKroner(field) ? kroner(draft, field) === null : !Number.isFinite(number(draft[field]));
}

/** The problems to show as the offer is typed: not a number, or a Danish bonus rule broken. */
export function draftProblems(draft: OfferDraft): Partial<Record<keyof OfferDraft, string>> {
  const problems: Partial<Record<keyof OfferDraft, string>> = {};
  for (const field of NUMBER_FIELDS)
    if (unreadable(draft, field))
      problems[field] = isKroner(field) ? KRONER[field].message : 'arbi.offers.not_a_number';
  if (!draft.bonus.trim()) problems.bonus = 'arbi.offers.bonus_required';
  if (Object.keys(problems).length) return problems;
  for (const { field, message } of offerProblems(toOffer(draft)))
    problems[field as keyof OfferDraft] = message;
  return problems;
}
