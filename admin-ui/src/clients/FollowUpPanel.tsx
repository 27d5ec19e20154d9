import { Alert, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import type { Client } from '../providers/types';
import { formatDateTime } from './format';
import { FOLLOW_UP_QUERY } from './queries';

/** 'Opfølgning i dag': customers whose next contact is today or already passed, earliest first. */
export function FollowUpPanel() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, total, isPending, error } = useGetList<Client>('clients', FOLLOW_UP_QUERY);
  const [now] = useState(() => Date.now());
  return (
    <Panel title={translate('arbi.followup.title')}>
      {isPending && <Skeleton variant="rectangular" height={80} />}
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {total === 0 && <Alert severity="info">{translate('arbi.followup.none')}</Alert>}
      {!!total && (
        <>
          <Typography data-testid="followup-count">
            {translate('arbi.followup.count', { smart_count: total })}
          </Typography>
          <List dense>
            {data?.map((client) => {
              const late = !!client.nextContactAt && Date.parse(client.nextContactAt) < now;
              return (
                <ListItem key={client.id} disableGutters divider data-testid="followup-item">
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`${basename}/clients/${encodeURIComponent(client.id)}`}
                      >
                        {client.name}
                      </Link>
                    }
                    secondary={`${formatDateTime(client.nextContactAt)} · ${client.phone}${
                      late ? ` · ${translate('arbi.followup.overdue')}` : ''
                    }`}
                  />
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Panel>
  );
}
