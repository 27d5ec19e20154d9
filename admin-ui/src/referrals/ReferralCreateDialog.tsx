import { InlineToolbar } from '../common/InlineToolbar';
import { Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { CreateBase, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { ReferralInputs } from './ReferralInputs';

/** The add-referral overlay; on success it says 'Referal oprettet' and the dashboard stays. */
export function ReferralCreateDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="referral-dialog-title"
    >
      <DialogTitle id="referral-dialog-title">
        {translate('arbi.referrals.dialog_title')}
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <CreateBase
          resource="referrals"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('arbi.referrals.created', { type: 'success' });
              onClose();
            },
          }}
        >
          <SimpleForm toolbar={<InlineToolbar />}>
            <ReferralInputs />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
