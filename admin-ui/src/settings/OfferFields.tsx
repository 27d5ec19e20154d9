import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  offerProblems,
  type Offer,
  type OfferKind,
} from '../../../rules/offers';

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

const NUMBER_FIELDS = [
  'bonus',
  'minDeposit',
  'qualifyingMinOdds',
  'bonusMinOdds',
  'wagering',
  'days',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

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

const number = (value: string) => {
  const cleaned = value.trim().replace(',', '.');
  return cleaned ? Number(cleaned) : null;
};

/** The offer to save, as the server takes it. */
export function toOffer(draft: OfferDraft): Offer {
  const deposit = draft.kind === 'deposit_bonus';
  return {
    kind: draft.kind,
    bonus: number(draft.bonus) ?? 0,
    minDeposit: deposit ? number(draft.minDeposit) : null,
    qualifyingMinOdds: number(draft.qualifyingMinOdds),
    bonusMinOdds: number(draft.bonusMinOdds),
    wagering: deposit ? number(draft.wagering) : null,
    days: number(draft.days),
    promoCode: draft.promoCode.trim() || null,
    notes: draft.notes.trim() || null,
  };
}

/** The problems to show as the offer is typed: not a number, or a Danish bonus rule broken. */
export function draftProblems(draft: OfferDraft): Partial<Record<keyof OfferDraft, string>> {
  const problems: Partial<Record<keyof OfferDraft, string>> = {};
  for (const field of NUMBER_FIELDS) {
    const value = number(draft[field]);
    if (value !== null && !Number.isFinite(value)) problems[field] = 'arbi.offers.not_a_number';
  }
  if (!draft.bonus.trim()) problems.bonus = 'arbi.offers.bonus_required';
  if (Object.keys(problems).length) return problems;
  for (const { field, message } of offerProblems(toOffer(draft)))
    problems[field as keyof OfferDraft] = message;
  return problems;
}

const LABELS: Record<NumberField, string> = {
  bonus: 'arbi.offers.bonus',
  minDeposit: 'arbi.offers.min_deposit',
  qualifyingMinOdds: 'arbi.offers.qualifying_min_odds',
  bonusMinOdds: 'arbi.offers.bonus_min_odds',
  wagering: 'arbi.offers.wagering',
  days: 'arbi.offers.days',
};

/** The welcome offer of one site, with the Danish bonus rules' messages on their fields. */
export function OfferFields({
  site,
  draft,
  onChange,
}: {
  site: string;
  draft: OfferDraft;
  onChange: (draft: OfferDraft) => void;
}) {
  const translate = useTranslate();
  const problems = draftProblems(draft);
  const shown = NUMBER_FIELDS.filter(
    (field) => draft.kind === 'deposit_bonus' || (field !== 'minDeposit' && field !== 'wagering'),
  );
  const helper = (field: keyof OfferDraft) => {
    const problem = problems[field];
    return problem ? translate(problem, { _: problem }) : ' ';
  };
  return (
    <Box
      role="group"
      aria-label={translate('arbi.offers.group', { site })}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
        width: '100%',
      }}
    >
      <TextField
        select
        size="small"
        label={translate('arbi.offers.kind')}
        value={draft.kind}
        onChange={(event) => onChange({ ...draft, kind: event.target.value as OfferKind })}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {OFFER_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {OFFER_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      {shown.map((field) => (
        <TextField
          key={field}
          size="small"
          label={translate(LABELS[field])}
          value={draft[field]}
          onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
          error={Boolean(problems[field])}
          helperText={helper(field)}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      ))}
      <TextField
        size="small"
        label={translate('arbi.offers.promo_code')}
        value={draft.promoCode}
        onChange={(event) => onChange({ ...draft, promoCode: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        size="small"
        label={translate('arbi.offers.notes')}
        value={draft.notes}
        onChange={(event) => onChange({ ...draft, notes: event.target.value })}
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
