import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { HttpError, Loading, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { oddsSources } from '../../../rules/odds-sources';
import { toLocalInput } from '../clients/format';
import type { BetPlan, Client, FeedOdds, OddsRow } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { useSettings } from '../settings/useSettings';
import { useSiteProgress } from '../clients/useClientWork';
import { EarlierPlans } from './EarlierPlans';
import { MarkPlacedButton } from './MarkPlacedButton';
import { type FieldErrors, serverFieldErrors } from './odds';
import {
  applyFill,
  clearDraft,
  emptyDraft,
  type FillRow,
  loadDraft,
  type OddsDraft,
  saveDraft,
} from './oddsDraft';
import { OddsFeed } from './OddsFeed';
import { OddsForm, type PlanEvent } from './OddsForm';
import { OddsPaste } from './OddsPaste';
import { planSites, stateCounts } from './planSites';
import { PlanTable } from './PlanTable';
import { signedOutAnswer, useNow, useOddsStatus } from './useOdds';

const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * 'Lav et bet': odds for each of the admin's sites with something to plan (the first bet, a
 * free bet, bonus money being wagered), and the optimal plan. Odds come typed, pasted, fetched
 * ('Hent odds') or from an earlier plan; what is typed is kept in the tab through a sign-in.
 */
export function MakeBet() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const client = useGetOne<Client>('clients', { id }, { retry: false });
  const settings = useSettings();
  const progress = useSiteProgress(id);
  const status = useOddsStatus();
  const notify = useNotify();
  const now = useNow();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [restored] = useState(() => loadDraft(storage(), id));
  const [draft, setDraft] = useState<OddsDraft>(() => restored ?? emptyDraft());
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  useEffect(() => saveDraft(storage(), id, draft), [id, draft]);

  const list = settings.data?.sites;
  const sources = useMemo(() => oddsSources(list ?? []), [list]);
  // Sites with something to plan: no bet yet (cash), a free bet credited, or wagering left.
  const missing = list && progress.data ? planSites(list, progress.data) : [];
  const formSites = missing.map(({ name }) => name);
  const fill = (rows: FillRow[], match?: Pick<OddsDraft, 'match' | 'kickoff'>) => {
    const result = applyFill(draft, rows, formSites, sources, new Date().toISOString());
    setDraft({ ...result.draft, ...match });
    return result.filled;
  };
  const reuse = (plan: BetPlan) => {
    fill(
      plan.odds.map(({ site, home, draw, away, enteredAt }) => ({
        site,
        odds: [home, draw, away],
        // Reused odds are as old as the plan's: the page says so.
        enteredAt: enteredAt ?? plan.oddsEnteredAt ?? plan.createdAt,
      })),
    );
    // The earlier plans sit below the form: bring the filled rows into view on a phone.
    document.getElementById('odds-form')?.scrollIntoView({ block: 'start' });
    notify('arbi.bet.reused_odds', { type: 'info' });
  };
  const fetched = (odds: FeedOdds) =>
    fill(
      odds.rows.map(({ site, home, draw, away }) => ({ site, odds: [home, draw, away] })),
      {
        match: `${odds.event.home} - ${odds.event.away}`,
        kickoff: toLocalInput(odds.event.kickoffAt),
      },
    ).flat();
  const startOver = () => {
    clearDraft(storage(), id);
    setDraft(emptyDraft());
    setShowRestored(false);
  };
  const create = useMutation({
    mutationFn: ({ odds, event }: { odds: OddsRow[]; event: PlanEvent }) =>
      dataProvider
        .create<BetPlan>('bet-plans', { data: { clientId: id, odds, ...event } })
        .then(({ data }) => data),
    onMutate: () => setServerErrors({}),
    // The plan keeps the odds now ('Brug oddsene igen'): the tab need not.
    onSuccess: (plan) => {
      if (signedOutAnswer(plan)) return;
      clearDraft(storage(), id);
      setShowRestored(false);
    },
    onError: (error, { odds }) =>
      setServerErrors(
        serverFieldErrors(odds, error instanceof HttpError ? error.body?.errors : undefined),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bet-plans'] }),
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
  const counts = stateCounts(progress.data ?? []);
  const staleMinutes = status.data?.staleMinutes ?? 10;

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
        <Alert severity="info">
          {counts.every(({ state }) => state === 'had')
            ? translate('arbi.bet.no_sites')
            : translate('arbi.bet.no_sites_now', {
                states: counts
                  .map(({ state, count }) =>
                    translate('arbi.bet.state_count', {
                      state: translate(`arbi.progress.states.${state}`).toLocaleLowerCase('da'),
                      count,
                    }),
                  )
                  .join(', '),
              })}
        </Alert>
      ) : (
        <>
          {showRestored && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              data-testid="draft-restored"
              action={
                <Button color="inherit" size="small" onClick={startOver}>
                  {translate('arbi.bet.start_over')}
                </Button>
              }
            >
              {translate('arbi.bet.draft_restored')}
            </Alert>
          )}
          <OddsFeed available={Boolean(status.data?.available)} onOdds={fetched} />
          <OddsPaste siteNames={(list ?? []).map(({ name }) => name)} onFill={fill} />
          <OddsForm
            sites={missing}
            draft={draft}
            onDraftChange={setDraft}
            sources={sources}
            staleMinutes={staleMinutes}
            now={now}
            busy={create.isPending}
            serverErrors={serverErrors}
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
        {create.data && !signedOutAnswer(create.data) && !create.isPending && (
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
