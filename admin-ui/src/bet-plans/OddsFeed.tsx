import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../clients/format';
import type { FeedOdds } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { signedOutAnswer } from './useOdds';

/** The server's Danish sentence for a failed feed call (a bad key, an empty quota, a timeout). */
const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

/**
 * 'Hent odds': a league, then a match, from The Odds API through our server; choosing the match
 * fills the odds of the sites its bookmakers price (and the match and its kick-off). Off, with
 * the reason, when the server has no key.
 */
export function OddsFeed({
  available,
  onOdds,
}: {
  available: boolean;
  /** The fetched odds; answers the sites of the form it filled. */
  onOdds: (odds: FeedOdds) => string[];
}) {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const [open, setOpen] = useState(false);
  const [sport, setSport] = useState('');
  const [eventId, setEventId] = useState('');
  const [filled, setFilled] = useState<string[]>();
  const sports = useQuery({
    queryKey: ['odds-feed', 'sports'],
    queryFn: () => dataProvider.getFeedSports(),
    enabled: open,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const events = useQuery({
    queryKey: ['odds-feed', 'events', sport],
    queryFn: () => dataProvider.getFeedEvents(sport),
    enabled: open && Boolean(sport),
    staleTime: 60_000,
    retry: false,
  });
  const odds = useMutation({
    mutationFn: (id: string) => dataProvider.getFeedOdds(sport, id),
    onMutate: () => setFilled(undefined),
    onSuccess: (answer) => {
      if (!signedOutAnswer(answer)) setFilled(onOdds(answer));
    },
  });
  const pick = (id: string) => {
    setEventId(id);
    if (id) odds.mutate(id);
  };
  const remaining = odds.data?.remaining ?? events.data?.remaining ?? sports.data?.remaining;
  const failure = problem(sports.error) ?? problem(events.error) ?? problem(odds.error);

  if (!available)
    return (
      <Box sx={{ mb: 3 }}>
        <Button
          variant="outlined"
          startIcon={<CloudDownloadIcon />}
          disabled
          aria-describedby="odds-feed-off"
        >
          {translate('arbi.bet.feed_button')}
        </Button>
        <Typography id="odds-feed-off" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('arbi.bet.feed_off')}
        </Typography>
      </Box>
    );

  return (
    <Box sx={{ mb: 3 }}>
      <Button
        variant="outlined"
        startIcon={<CloudDownloadIcon />}
        aria-expanded={open}
        aria-controls="odds-feed"
        onClick={() => setOpen(!open)}
      >
        {translate('arbi.bet.feed_button')}
      </Button>
      {open && (
        <Paper
          id="odds-feed"
          variant="outlined"
          component="section"
          aria-label={translate('arbi.bet.feed_title')}
          sx={{ mt: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            select
            label={translate('arbi.bet.feed_sport')}
            value={sport}
            onChange={(event) => {
              setSport(event.target.value);
              setEventId('');
            }}
            disabled={!sports.data}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">
              {translate(sports.isPending ? 'arbi.loading' : 'arbi.bet.feed_choose')}
            </option>
            {sports.data?.sports?.map((option) => (
              <option key={option.key} value={option.key}>
                {option.title}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={translate('arbi.bet.feed_event')}
            value={eventId}
            onChange={(event) => pick(event.target.value)}
            disabled={!events.data || odds.isPending}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">
              {translate(
                sport && events.isPending
                  ? 'arbi.loading'
                  : events.data?.events?.length === 0
                    ? 'arbi.bet.feed_no_events'
                    : 'arbi.bet.feed_choose',
              )}
            </option>
            {events.data?.events?.map((match) => (
              <option key={match.id} value={match.id}>
                {`${match.home} - ${match.away}, ${formatDateTime(match.kickoffAt)}`}
              </option>
            ))}
          </TextField>
          <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {odds.isPending && (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={20} />
                <Typography>{translate('arbi.loading')}</Typography>
              </Box>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            {filled && odds.data && !signedOutAnswer(odds.data) && (
              <Alert severity={filled.length > 0 ? 'success' : 'warning'}>
                {translate('arbi.bet.feed_filled', { smart_count: filled.length })}
                {odds.data.unmatched.length > 0 &&
                  ` ${translate('arbi.bet.feed_unmatched', { names: odds.data.unmatched.join(', ') })}`}
              </Alert>
            )}
            {eventId && odds.data && !odds.isPending && (
              <Box>
                <Button size="small" onClick={() => odds.mutate(eventId)}>
                  {translate('arbi.bet.feed_again')}
                </Button>
              </Box>
            )}
            {remaining != null && (
              <Typography variant="body2" color="text.secondary" data-testid="feed-quota">
                {translate('arbi.bet.feed_quota', { smart_count: remaining })}
              </Typography>
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
