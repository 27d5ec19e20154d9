import { Alert, Grid, Skeleton } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm, useBasename, useListContext, useTranslate } from 'react-admin';
import type { Client } from '../providers/types';
import { ClientCard } from './ClientCard';
import { EraseClientDialog } from './EraseClientButton';
import { useArchiveClient } from './useArchiveClient';

/** The page's cards; archiving and erasure ask in one dialog for the list, not one per card. */
export function ClientCards() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error } = useListContext<Client>();
  const archive = useArchiveClient();
  const [archiving, setArchiving] = useState<Client>();
  const [erasing, setErasing] = useState<Client>();
  const onArchive = useCallback((client: Client) => setArchiving(client), []);
  const onErase = useCallback((client: Client) => setErasing(client), []);
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
    <>
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
            <ClientCard
              client={client}
              basename={basename}
              archiving={archive.isPending && archive.variables === client.id}
              onArchive={onArchive}
              onErase={onErase}
            />
          </Grid>
        ))}
      </Grid>
      {archiving && (
        <Confirm
          isOpen
          loading={archive.isPending}
          title={translate('arbi.clients.archive')}
          content={translate('arbi.clients.archive_confirm')}
          onConfirm={() =>
            archive.mutate(archiving.id, { onSettled: () => setArchiving(undefined) })
          }
          onClose={() => setArchiving(undefined)}
        />
      )}
      {erasing && <EraseClientDialog client={erasing} onClose={() => setErasing(undefined)} />}
    </>
  );
}
