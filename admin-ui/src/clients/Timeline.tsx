import { Alert, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import { describeEvent, partOfPlacement } from './describeEvent';
import { formatDateTime } from './format';
import { useEvents } from './useClientWork';

/** Everything that happened to the customer, newest first. */
export function Timeline({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const events = useEvents(clientId);
  return (
    <Panel title={translate('arbi.timeline.title')}>
      {events.isPending && <Skeleton variant="rectangular" height={48} />}
      {events.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {events.data?.length === 0 && (
        <Alert severity="info">{translate('arbi.timeline.none')}</Alert>
      )}
      <List dense aria-label={translate('arbi.timeline.title')}>
        {events.data
          ?.filter((event) => !partOfPlacement(event))
          .map((event) => (
            <ListItem key={event.id} divider disableGutters data-testid="event">
              <ListItemText
                primary={describeEvent(event, translate)}
                secondary={formatDateTime(event.at)}
              />
            </ListItem>
          ))}
      </List>
    </Panel>
  );
}
