import { Alert, Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { formatDate } from './format';
import type { Client } from '../providers/types';
import { Panel } from '../common/Panel';

/** (c) Customers waiting in the queue: the count, the oldest few, and the way to the full list. */
export function QueuePanel() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, total, isPending, error } = useGetList<Client>('clients', {
    filter: { archived: false },
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  return (
    <Panel title={translate('arbi.queue.title')}>
      {isPending && <Skeleton variant="rectangular" height={80} />}
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {total === 0 && <Alert severity="info">{translate('arbi.queue.none')}</Alert>}
      {!!total && (
        <>
          <Typography data-testid="queue-count">
            {translate('arbi.queue.count', { smart_count: total })}
          </Typography>
          <List dense>
            {data?.map((client) => (
              <ListItem key={client.id} disableGutters divider>
                <ListItemText primary={client.name} secondary={formatDate(client.createdAt)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Button
        component={RouterLink}
        to={createPath({ resource: 'clients', type: 'list' })}
        sx={{ mt: 1 }}
      >
        {translate('arbi.queue.link')}
      </Button>
    </Panel>
  );
}
