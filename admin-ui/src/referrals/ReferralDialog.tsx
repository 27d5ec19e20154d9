import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { CreateBase, EditBase, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { InlineToolbar } from '../common/InlineToolbar';
import type { Referral } from '../providers/types';
import { ReferralInputs } from './ReferralInputs';
import { withRewardInKr } from './reward';

/**
 * The referral overlay: a new referral ('Referal oprettet'), or corrections to `referral`
 * ('Referal opdateret'). The dashboard stays; a code already in use comes back on its field.
 */
export function ReferralDialog({
  referral,
  onClose,
}: {
  referral?: Referral;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const done = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'success' });
      onClose();
    },
  });
  const form = (
    <SimpleForm toolbar={<InlineToolbar onCancel={onClose} />}>
      <ReferralInputs />
    </SimpleForm>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="referral-dialog-title"
    >
      <DialogTitle id="referral-dialog-title" sx={{ pr: 7 }}>
        {translate(referral ? 'arbi.referrals.edit_title' : 'arbi.referrals.dialog_title')}
      </DialogTitle>
      {/* Full screen on a phone: without this and 'Annuller', Back would be the only way out. */}
      <IconButton
        onClick={onClose}
        aria-label={translate('ra.action.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: 0 }}>
        {referral ? (
          // Pessimistic, so a refused code keeps the dialog open with the error on its field.
          <EditBase
            resource="referrals"
            id={referral.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={done('arbi.referrals.updated')}
            transform={withRewardInKr}
          >
            {form}
          </EditBase>
        ) : (
          <CreateBase
            resource="referrals"
            redirect={false}
            mutationOptions={done('arbi.referrals.created')}
            transform={withRewardInKr}
          >
            {form}
          </CreateBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
