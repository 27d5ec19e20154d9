import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading, Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { displayPhone } from '../../../rules/contact';
import { formatDate, formatDateTime } from '../clients/format';
import { NotesPanel } from '../clients/NotesPanel';
import { Timeline } from '../clients/Timeline';
import { WageringPanel } from '../clients/WageringPanel';
import type { AdminRecord, Client } from '../providers/types';
import { ReadOnlyPlans, ReadOnlySettlement, ReadOnlySites } from './ReadOnlyMoney';

/**
 * The owner's look at a recruiter's customer (PRODUCT.md §20): everything on the customer page,
 * nothing that changes it (the server refuses a write with 403 anyway). Each part's read is
 * audited as the owner's view.
 */
export function RecruiterClientShow() {
  const translate = useTranslate();
  const basename = useBasename();
  const { adminId = '', id = '' } = useParams();
  const recruiter = useGetOne<AdminRecord>('admins', { id: adminId }, { retry: false });
  const { data: client, error } = useGetOne<Client>('clients', { id }, { retry: false });
  if (error) return <Alert severity="error">{translate('arbi.error_lower')}</Alert>;
  if (!client) return <Loading />;
  const back = `${basename}/bureau/${encodeURIComponent(adminId)}/clients`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={client.name} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Card component="section" aria-labelledby="client-name">
              <CardContent>
                <Typography
                  id="client-name"
                  variant="h4"
                  component="h1"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {client.name}
                </Typography>
                <Alert severity="info" sx={{ my: 1 }} data-testid="read-only">
                  {translate('arbi.bureau.client_read_only', {
                    email: recruiter.data?.email ?? '',
                  })}
                </Alert>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {displayPhone(client.phone)} · {client.email}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {translate('resources.clients.fields.status')}:{' '}
                  {translate(`arbi.status.${client.status}`)} · {formatDate(client.createdAt)}
                  {client.referralCode &&
                    ` · ${translate('resources.clients.fields.referralCode')}: ${client.referralCode}`}
                  {client.source &&
                    ` · ${translate('resources.clients.fields.source')}: ${client.source}`}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {translate('resources.clients.fields.lastActivityAt')}:{' '}
                  {formatDateTime(client.lastActivityAt)}
                </Typography>
                <Button component={RouterLink} to={back} sx={{ mt: 1 }}>
                  {translate('arbi.bureau.back_to_list')}
                </Button>
              </CardContent>
            </Card>
            <NotesPanel clientId={client.id} readOnly />
            <ReadOnlyPlans clientId={client.id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <ReadOnlySites clientId={client.id} profit={client.profit} />
            <WageringPanel clientId={client.id} />
            <ReadOnlySettlement client={client} />
            <Timeline clientId={client.id} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
