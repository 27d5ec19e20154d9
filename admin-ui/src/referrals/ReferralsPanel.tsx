import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Referral } from '../providers/types';
import { ReferralDeleteConfirm } from './ReferralDeleteConfirm';
import { ReferralDialog } from './ReferralDialog';
import { ReferralPayButton } from './ReferralPayButton';
import { kr } from '../../../rules/settlement';
import { Panel } from '../common/Panel';

/** (b) Referrals with the number of clients each brought; add, correct and delete them here. */
export function ReferralsPanel() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Referral>();
  const [deleting, setDeleting] = useState<Referral>();
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
            <ListItem
              key={referral.id}
              disableGutters
              divider
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={translate('arbi.referrals.edit', { name: referral.name })}
                    onClick={() => setEditing(referral)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('arbi.referrals.delete', { name: referral.name })}
                    onClick={() => setDeleting(referral)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={`${referral.name} (${referral.code})`}
                secondary={
                  <>
                    {`${referral.email} · ${referral.phone} · ${translate('arbi.referrals.clients', { smart_count: referral.clientCount })}`}
                    <br />
                    {translate('arbi.settlement.reward_line', {
                      earned: kr(referral.rewardEarned),
                      paid: kr(referral.rewardPaid),
                      owed: kr(referral.rewardOwed),
                    })}
                  </>
                }
              />
              <ReferralPayButton referral={referral} />
            </ListItem>
          ))}
        </List>
      )}
      {adding && <ReferralDialog onClose={() => setAdding(false)} />}
      {editing && <ReferralDialog referral={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ReferralDeleteConfirm referral={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </Panel>
  );
}
