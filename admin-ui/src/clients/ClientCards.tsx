import { Alert, Grid, Skeleton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Client } from '../providers/types';
import { ClientCard } from './ClientCard';

export function ClientCards() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<Client>();
  if (isPending) {
    return (
      <Grid container spacing={2} sx={{ p: 2 }}>
        {[0, 1, 2, 3].map((n) => (
          <Grid key={n} size={{ xs: 12, sm: 6 }}>
            <Skeleton variant="rectangular" height={200} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (error) return <Alert severity="error">{translate('arbi.error_lower')}</Alert>;
  if (!data?.length)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('arbi.clients.empty')}
      </Alert>
    );
  return (
    <Grid
      container
      spacing={2}
      sx={{ p: { xs: 1, sm: 2 } }}
      component="ul"
      aria-label={translate('arbi.menu.clients')}
      style={{ listStyle: 'none', margin: 0 }}
    >
      {data.map((client) => (
        <Grid key={client.id} size={{ xs: 12, sm: 6 }} component="li">
          <ClientCard client={client} />
        </Grid>
      ))}
    </Grid>
  );
}
