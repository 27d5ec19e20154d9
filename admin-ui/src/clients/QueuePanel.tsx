import {
  Alert,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import type { Client } from '../providers/types';
import { formatDate } from './format';
import { QUEUE_QUERY } from './queries';

/**
 * (c) 'Kunder i kø': customers who signed up and wait for their first call (status 'Ny'), the
 * longest waiting first, each a way to their page; the button opens Kundeliste on the same filter.
 */
export function QueuePanel() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, total, isPending, error } = useGetList<Client>('clients', QUEUE_QUERY);
  const queueInList = new URLSearchParams({
    filter: JSON.stringify({ status: QUEUE_QUERY.filter.status }),
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
          <List dense data-testid="queue-list">
            {data?.map((client) => (
              <ListItem key={client.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={`${basename}/clients/${encodeURIComponent(client.id)}`}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {client.name}
                    </Link>
                  }
                  secondary={translate('arbi.queue.since', { date: formatDate(client.createdAt) })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Button component={RouterLink} to={`${basename}/clients?${queueInList}`} sx={{ mt: 1 }}>
        {translate('arbi.queue.link')}
      </Button>
    </Panel>
  );
}
