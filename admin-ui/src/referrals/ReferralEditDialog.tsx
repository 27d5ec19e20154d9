import { Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { EditBase, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { InlineToolbar } from '../common/InlineToolbar';
import type { Referral } from '../providers/types';
import { ReferralInputs } from './ReferralInputs';

/** Corrects a referral in an overlay; on success it says 'Referal opdateret' and the dashboard stays. */
export function ReferralEditDialog({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="referral-edit-title">
      <DialogTitle id="referral-edit-title">{translate('arbi.referrals.edit_title')}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <EditBase
          resource="referrals"
          id={referral.id}
          redirect={false}
          // Pessimistic: a code already in use comes back as a field error, with the dialog still open.
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              notify('arbi.referrals.updated', { type: 'success' });
              onClose();
            },
          }}
        >
          <SimpleForm toolbar={<InlineToolbar />}>
            <ReferralInputs />
          </SimpleForm>
        </EditBase>
      </DialogContent>
    </Dialog>
  );
}
