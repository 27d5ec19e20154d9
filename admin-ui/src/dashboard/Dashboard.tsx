import { Grid, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { visuallyHidden } from '@mui/utils';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { AdminsPanel } from '../admins/AdminsPanel';
import { QueuePanel } from '../clients/QueuePanel';
import { RateMePanel } from '../ratings/RateMePanel';
import { RatingsPanel } from '../ratings/RatingsPanel';
import { ReferralsPanel } from '../referrals/ReferralsPanel';
import { SitesPanel } from '../settings/SitesPanel';

// The workspace panels (issue 14) load after the dashboard: the panel's first JS stays as it was.
const FollowUpPanel = lazy(() =>
  import('../clients/FollowUpPanel').then((module) => ({ default: module.FollowUpPanel })),
);
const StatsPanel = lazy(() =>
  import('./StatsPanel').then((module) => ({ default: module.StatsPanel })),
);
const panelFallback = <Skeleton variant="rectangular" height={120} />;

export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  return (
    <Grid container spacing={2} sx={{ py: 2 }}>
      <Title title={translate('arbi.menu.dashboard')} />
      <Typography component="h1" sx={visuallyHidden}>
        {translate('arbi.menu.dashboard')}
      </Typography>
      <Grid size={{ xs: 12, md: 6 }}>
        <SitesPanel />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <QueuePanel />
          <Suspense fallback={panelFallback}>
            <FollowUpPanel />
          </Suspense>
        </Stack>
      </Grid>
      <Grid size={12}>
        <Suspense fallback={panelFallback}>
          <StatsPanel />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReferralsPanel />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <RateMePanel />
          <RatingsPanel />
        </Stack>
      </Grid>
      {permissions === 'superadmin' && (
        <Grid size={12}>
          <AdminsPanel />
        </Grid>
      )}
    </Grid>
  );
}
