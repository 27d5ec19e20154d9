import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OFFER_KIND_LABELS, OFFER_KINDS, type OfferKind } from '../../../rules/offers';
import { draftProblems, NUMBER_FIELDS, type NumberField, type OfferDraft } from './offerDraft';

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
