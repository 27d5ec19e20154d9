import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSiteProgress } from '../clients/useClientWork';
import type { BetPlan } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { minutesSince } from './oddsDraft';
import { parseDeposit, placedDeposits } from './placement';
import { signedOutAnswer, useOddsStatus } from './useOdds';
import { refreshCustomers } from '../clients/refreshCustomers';

/**
 * 'Marker som placeret': every site of the plan moves on in one step, and each cash row's deposit
 * is recorded as the stake (or what was deposited already, when more), shown and changeable
 * before the tap. Odds older than ODDS_STALE_MINUTES are pointed out first.
 */
export function MarkPlacedButton({ plan }: { plan: BetPlan }) {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const progress = useSiteProgress(plan.clientId);
  const staleMinutes = useOddsStatus().data?.staleMinutes ?? 10;
  const proposed = placedDeposits(plan, progress.data ?? []);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(false);
  // The odds' age in minutes when the recruiter was told they are old; pressing again places.
  const [warned, setWarned] = useState<number>();
  const amount = (site: string, deposit: number) => typed[site] ?? String(deposit);
  const deposits = proposed.map(({ site, deposit }) => ({
    site,
    text: amount(site, deposit),
    deposit: parseDeposit(amount(site, deposit)),
  }));
  const invalid = deposits.some(({ deposit }) => deposit === null);
  const mark = useMutation({
    mutationFn: () =>
      dataProvider.markPlanPlaced(
        plan.id,
        deposits.map(({ site, deposit }) => ({ site, deposit: deposit as number })),
      ),
    onSuccess: (rows) => {
      if (!signedOutAnswer(rows)) notify('arbi.bet.marked_placed', { type: 'success' });
    },
    onSettled: () => refreshCustomers(queryClient),
  });
  const press = () => {
    if (invalid) return setEditing(true);
    // Checked when pressed, not when shown: a plan left open for a while has aged meanwhile.
    const age = plan.oddsEnteredAt ? minutesSince(plan.oddsEnteredAt, Date.now()) : 0;
    if (age > staleMinutes && warned === undefined) return setWarned(age);
    mark.mutate();
  };

  if (mark.isSuccess && !signedOutAnswer(mark.data))
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {translate('arbi.bet.marked_placed')}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2 }}>
      {deposits.length > 0 && !editing && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="deposits">
          {translate('arbi.bet.deposits_summary', {
            deposits: deposits
              .map(({ site, text }) => translate('arbi.bet.deposit_site', { site, amount: text }))
              .join(', '),
          })}{' '}
          <Button size="small" onClick={() => setEditing(true)} sx={{ verticalAlign: 'baseline' }}>
            {translate('arbi.bet.deposits_edit')}
          </Button>
        </Typography>
      )}
      {editing && (
        <Box
          component="fieldset"
          sx={{
            border: 0,
            p: 0,
            m: 0,
            mb: 1,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
            {translate('arbi.bet.deposits_legend')}
          </Typography>
          {deposits.map(({ site, text, deposit }) => (
            <TextField
              key={site}
              size="small"
              label={translate('arbi.bet.deposit_label', { site })}
              value={text}
              onChange={(event) => setTyped({ ...typed, [site]: event.target.value })}
              error={deposit === null}
              helperText={deposit === null ? translate('arbi.progress.amount_invalid') : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          ))}
        </Box>
      )}
      {warned !== undefined && (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }} data-testid="stale-plan">
          {translate('arbi.bet.stale_placed', {
            minutes: warned,
            limit: staleMinutes,
          })}
        </Alert>
      )}
      <Button variant="contained" onClick={press} disabled={mark.isPending || progress.isPending}>
        {translate(warned !== undefined ? 'arbi.bet.mark_placed_anyway' : 'arbi.bet.mark_placed')}
      </Button>
      {mark.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mark.error instanceof Error && mark.error.message
            ? mark.error.message
            : translate('arbi.error')}
        </Alert>
      )}
    </Box>
  );
}
