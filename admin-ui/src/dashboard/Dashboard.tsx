import { Grid, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { AdminsPanel } from '../admins/AdminsPanel';
import { QueuePanel } from '../clients/QueuePanel';
import { RateMePanel } from '../ratings/RateMePanel';
import { RatingsPanel } from '../ratings/RatingsPanel';
import { ReferralsPanel } from '../referrals/ReferralsPanel';
import { SitesPanel } from '../settings/SitesPanel';

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
        <QueuePanel />
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
