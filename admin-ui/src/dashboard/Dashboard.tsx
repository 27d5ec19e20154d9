import { Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { visuallyHidden } from '@mui/utils';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { AdminsPanel } from '../admins/AdminsPanel';
import { lazyPage } from '../common/lazyPage';
import { PAGE_LOADERS } from '../common/pageLoaders';
import { QueuePanel } from '../clients/QueuePanel';
import { RateMePanel } from '../ratings/RateMePanel';
import { RatingsPanel } from '../ratings/RatingsPanel';
import { ReferralsPanel } from '../referrals/ReferralsPanel';
import { SettlementDefaultsPanel } from '../settings/SettlementDefaultsPanel';
import { SitesPanel } from '../settings/SitesPanel';

// The workspace panels (issue 14) load after the dashboard: the panel's first JS stays as it was.
const FollowUpPanel = lazyPage('FollowUpPanel', PAGE_LOADERS.FollowUpPanel);
const StatsPanel = lazyPage('StatsPanel', PAGE_LOADERS.StatsPanel);
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
      {/* Three columns on a desktop, so referrals, rateMe and MyRatings stay above the fold. */}
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SitesPanel />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Stack spacing={2}>
          <QueuePanel />
          <Suspense fallback={panelFallback}>
            <FollowUpPanel />
          </Suspense>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Stack spacing={2}>
          <ReferralsPanel />
          <SettlementDefaultsPanel />
          <RateMePanel />
          <RatingsPanel />
        </Stack>
      </Grid>
      <Grid size={12}>
        <Suspense fallback={panelFallback}>
          <StatsPanel />
        </Suspense>
      </Grid>
      {permissions === 'superadmin' && (
        <Grid size={12}>
          <AdminsPanel />
        </Grid>
      )}
    </Grid>
  );
}
