import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { AdminRecord } from '../providers/types';
import { useTransfer, useTransferPreview } from './useAccountActions';

const COUNTS = ['clients', 'referrals', 'notes', 'plans', 'payments'] as const;

interface Props {
  admin: AdminRecord;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Overdrag kunder': choose the successor, see the dry run's counts and clashes, then confirm.
 * The confirm button stays off while the preview loads or something clashes.
 */
export function TransferDialog({ admin, open, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [to, setTo] = useState('');
  const candidates = useGetList<AdminRecord>(
    'admins',
    {
      filter: { active: true },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'email', order: 'ASC' },
    },
    { enabled: open },
  );
  const preview = useTransferPreview(admin.id, to);
  const transfer = useTransfer(admin.id);
  const others = (candidates.data ?? []).filter((candidate) => candidate.id !== admin.id);
  const clashes = preview.data
    ? preview.data.clashes.length + preview.data.customerClashes.length
    : 0;
  const close = () => {
    setTo('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {translate('arbi.admins.transfer_title', { email: admin.email })}
      </DialogTitle>
      <DialogContent>
        {candidates.isPending && <Skeleton variant="rectangular" height={48} />}
        {candidates.data && !others.length && (
          <Alert severity="info">{translate('arbi.admins.transfer_none')}</Alert>
        )}
        {!!others.length && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('arbi.admins.transfer_to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'transfer-to' } }}
          >
            {others.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.email}
              </MenuItem>
            ))}
          </TextField>
        )}
        {to && preview.isPending && <Skeleton variant="rectangular" height={96} sx={{ mt: 2 }} />}
        {preview.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {preview.error.message || translate('arbi.error_lower')}
          </Alert>
        )}
        {preview.data && (
          <div data-testid="transfer-preview" aria-live="polite">
            <Typography sx={{ mt: 2 }}>{translate('arbi.admins.transfer_preview')}</Typography>
            <List dense>
              {COUNTS.map((count) => (
                <ListItem key={count} disableGutters>
                  {translate(`arbi.admins.transfer_counts.${count}`, { n: preview.data[count] })}
                </ListItem>
              ))}
            </List>
            {!!preview.data.clashes.length && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {translate('arbi.admins.transfer_clashes', {
                  codes: preview.data.clashes.join(', '),
                })}
              </Alert>
            )}
            {!!preview.data.customerClashes.length && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {translate('arbi.admins.transfer_customer_clashes', {
                  smart_count: preview.data.customerClashes.length,
                })}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('arbi.admins.transfer_links', { id: admin.id })}
            </Typography>
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('arbi.admins.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!preview.data || clashes > 0 || transfer.isPending}
          onClick={() => transfer.mutate(to, { onSuccess: close })}
        >
          {translate('arbi.admins.transfer_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
