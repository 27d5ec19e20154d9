import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Referral } from '../providers/types';
import { ReferralCreateDialog } from '../referrals/ReferralCreateDialog';
import { Panel } from './Panel';

/** (b) Referrals with the number of clients each brought, and the add overlay. */
export function ReferralsPanel() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const { data, isPending, error } = useGetList<Referral>('referrals', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  return (
    <Panel
      title={translate('arbi.referrals.title')}
      actions={
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('arbi.referrals.add')}
        </Button>
      }
    >
      {isPending && <Skeleton variant="rectangular" height={80} />}
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('arbi.referrals.none')}</Alert>}
      {!!data?.length && (
        <List dense aria-label={translate('arbi.referrals.title')}>
          {data.map((referral) => (
            <ListItem key={referral.id} disableGutters divider>
              <ListItemText
                primary={`${referral.name} (${referral.code})`}
                secondary={`${referral.email} · ${referral.phone} · ${translate('arbi.referrals.clients', { smart_count: referral.clientCount })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding && <ReferralCreateDialog onClose={() => setAdding(false)} />}
    </Panel>
  );
}
