import { Alert, Box, Card, CardContent, Grid, Stack } from '@mui/material';
import { Loading, ShowBase, Title, useRecordContext, useTranslate } from 'react-admin';
import { EarlierPlans } from '../bet-plans/EarlierPlans';
import type { Client } from '../providers/types';
import { ContactCard } from './ContactCard';
import { displayName } from './displayName';
import { NotesPanel } from './NotesPanel';
import { PendingSignupPanel } from './PendingSignupPanel';
import { SettlementPanel } from './SettlementPanel';
import { SiteProgressPanel } from './SiteProgressPanel';
import { TaskLinkPanel } from './TaskLinkPanel';
import { Timeline } from './Timeline';
import { WageringPanel } from './WageringPanel';

function ClientShowContent() {
  const client = useRecordContext<Client>();
  const translate = useTranslate();
  if (!client) return <Loading />;
  const readOnly = !!client.archivedAt;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={displayName(client, translate)} />
      {/* Two columns of about the same height on a desktop: the contact side and the money side. */}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} data-testid="customer-column">
            <PendingSignupPanel client={client} />
            <ContactCard client={client} />
            <NotesPanel clientId={client.id} readOnly={readOnly} />
            <TaskLinkPanel client={client} />
            <SettlementPanel client={client} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} data-testid="customer-column">
            <SiteProgressPanel clientId={client.id} profit={client.profit} readOnly={readOnly} />
            <WageringPanel clientId={client.id} />
            <Timeline clientId={client.id} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <Card>
            <CardContent>
              <EarlierPlans clientId={client.id} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

/** The customer page /admin/clients/{id}: shown, with each part changed in place. */
export function ClientShow() {
  const translate = useTranslate();
  return (
    // As Kundeliste: the root has checked the session; the page's own checks delayed its read.
    <ShowBase
      disableAuthentication
      queryOptions={{ retry: false }}
      redirectOnError={false}
      error={<Alert severity="error">{translate('arbi.error_lower')}</Alert>}
    >
      <ClientShowContent />
    </ShowBase>
  );
}
