import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import type { Referral } from '../providers/types';

/** Asks before deleting a referral; customers who used its code keep it on their card. */
export function ReferralDeleteConfirm({
  referral,
  onClose,
}: {
  referral: Referral;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<Referral>(
    'referrals',
    { id: referral.id, previousData: referral },
    {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        notify('arbi.referrals.deleted', { type: 'success' });
        onClose();
      },
      onError: () => notify('arbi.referrals.delete_failed', { type: 'error' }),
    },
  );
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={translate('arbi.referrals.delete_title', { name: referral.name })}
      content={translate('arbi.referrals.delete_content')}
      confirm={translate('arbi.referrals.delete_confirm')}
      onConfirm={() => remove()}
      onClose={onClose}
    />
  );
}
