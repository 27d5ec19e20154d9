import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { sameSites } from '../../../rules/sites';
import type { Client } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { displayPhone } from '../../../rules/contact';
import { formatDate, formatDateTime } from './format';
import { refreshCustomers } from './refreshCustomers';

/**
 * A visitor who signed up again left new details beside the card (the card itself is never
 * changed by an anonymous request): the recruiter compares them and applies or dismisses them.
 */
export function PendingSignupPanel({ client }: { client: Client }) {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const review = useMutation({
    mutationFn: (decision: 'apply' | 'dismiss') =>
      dataProvider.reviewPendingSignup(client.id, decision),
    onSuccess: (_client, decision) =>
      notify(`arbi.customer.pending_${decision}_done`, { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => refreshCustomers(queryClient),
  });
  const pending = client.pendingSignup;
  if (!pending || client.archivedAt) return null;
  const sitesText = (sites: string[]) => sites.join(', ') || translate('arbi.clients.no_sites');
  const rows: [field: string, now: string, brought: string][] = [
    ['name', client.name, pending.name],
    ['email', client.email, pending.email],
    ['phone', displayPhone(client.phone), displayPhone(pending.phone)],
    ['birthDate', formatDate(client.birthDate), formatDate(pending.birthDate)],
  ];
  if (!sameSites(client.sites, pending.sites))
    rows.push(['sites', sitesText(client.sites), sitesText(pending.sites)]);
  // A signup without a referral code keeps the card's: only a code it brought is shown.
  if (pending.referralCode)
    rows.push([
      'referralCode',
      client.referralCode || translate('arbi.clients.no_referral'),
      pending.referralCode,
    ]);
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-labelledby="pending-signup-title"
    >
      <AlertTitle id="pending-signup-title">
        {translate('arbi.customer.pending_title', {
          date: client.signedUpAgainAt ? formatDateTime(client.signedUpAgainAt) : '',
        })}
      </AlertTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
        {rows
          .filter(([, now, brought]) => now !== brought)
          .map(([field, now, brought]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, pr: 1 }}>
                {translate(`resources.clients.fields.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {translate('arbi.customer.pending_change', { now, brought })}
              </Typography>
            </Box>
          ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={review.isPending}
          onClick={() => review.mutate('apply')}
        >
          {translate('arbi.customer.pending_apply')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={review.isPending}
          onClick={() => review.mutate('dismiss')}
        >
          {translate('arbi.customer.pending_dismiss')}
        </Button>
      </Stack>
    </Alert>
  );
}
