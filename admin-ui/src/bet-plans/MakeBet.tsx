import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { HttpError, Loading, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { BetPlan, Client, OddsRow } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { useSettings } from '../settings/useSettings';
import { useSiteProgress } from '../clients/useClientWork';
import { betPlansKey, EarlierPlans } from './EarlierPlans';
import { MarkPlacedButton } from './MarkPlacedButton';
import { type FieldErrors, type OddsFill, serverFieldErrors } from './odds';
import { OddsForm, type PlanEvent } from './OddsForm';
import { OddsPaste } from './OddsPaste';
import { planSites } from './planSites';
import { PlanTable } from './PlanTable';

/**
 * 'Lav et bet': odds for each of the admin's sites with something to plan (the first bet, a
 * free bet, bonus money being wagered), and the optimal plan.
 */
export function MakeBet() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const client = useGetOne<Client>('clients', { id }, { retry: false });
  const settings = useSettings();
  const progress = useSiteProgress(id);
  const notify = useNotify();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [fill, setFill] = useState<OddsFill>();
  const fillForm = (rows: OddsFill['rows']) => setFill({ id: (fill?.id ?? 0) + 1, rows });
  const reuse = (plan: BetPlan) => {
    fillForm(plan.odds.map(({ site, home, draw, away }) => ({ site, odds: [home, draw, away] })));
    // The earlier plans sit below the form: bring the filled rows into view on a phone.
    document.getElementById('odds-form')?.scrollIntoView({ block: 'start' });
    notify('arbi.bet.reused_odds', { type: 'info' });
  };
  const create = useMutation({
    mutationFn: ({ odds, event }: { odds: OddsRow[]; event: PlanEvent }) =>
      dataProvider.createBetPlan(id, odds, event),
    onMutate: () => setServerErrors({}),
    onError: (error, { odds }) =>
      setServerErrors(
        serverFieldErrors(odds, error instanceof HttpError ? error.body?.errors : undefined),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: betPlansKey(id) }),
  });

  const title = <Title title={translate('arbi.bet.title')} />;
  if (client.isPending || settings.isPending || progress.isPending) return <Loading />;
  if (client.error || settings.error || progress.error || !client.data || !settings.data) {
    return (
      <Box sx={{ mt: 2 }}>
        {title}
        <Alert severity="error">{translate('arbi.error_lower')}</Alert>
      </Box>
    );
  }
  // Sites with something to plan: no bet yet (cash), a free bet credited, or wagering left.
  const missing = planSites(settings.data.sites, progress.data ?? []);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      {title}
      <Typography variant="h4" component="h1">
        {translate('arbi.bet.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('arbi.bet.for_client', { name: client.data.name })}
      </Typography>
      {missing.length === 0 ? (
        <Alert severity="info">{translate('arbi.bet.no_sites')}</Alert>
      ) : (
        <>
          <OddsPaste siteNames={missing.map(({ name }) => name)} onFill={fillForm} />
          <OddsForm
            sites={missing}
            busy={create.isPending}
            serverErrors={serverErrors}
            fill={fill}
            onSubmit={(odds, event) => create.mutate({ odds, event })}
          />
        </>
      )}
      <Box aria-live="polite" sx={{ mt: 3 }}>
        {create.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} />
            <Typography>{translate('arbi.loading')}</Typography>
          </Box>
        )}
        {create.isError && (
          <Alert severity="error">
            {translate('arbi.error')}
            {create.error instanceof HttpError &&
            create.error.status === 400 &&
            create.error.message
              ? ` (${create.error.message})`
              : ''}
          </Alert>
        )}
        {create.data && !create.isPending && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('arbi.bet.result')}
              </Typography>
              <PlanTable plan={create.data} />
              <MarkPlacedButton key={create.data.id} plan={create.data} />
            </CardContent>
          </Card>
        )}
      </Box>
      <EarlierPlans clientId={id} onReuse={missing.length > 0 ? reuse : undefined} />
    </Box>
  );
}
