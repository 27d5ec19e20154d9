import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Referral } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';

/** Records that what the referrer is owed was paid (bank transfer, today). */
export function ReferralPayButton({ referral }: { referral: Referral }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: () =>
      dataProvider.payReferral(referral.id, { amount: referral.rewardOwed, method: 'bank' }),
    onSuccess: () => notify('arbi.settlement.reward_paid', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['referrals'] }),
  });
  if (referral.rewardOwed <= 0) return null;
  return (
    <Button size="small" disabled={pay.isPending} onClick={() => pay.mutate()}>
      {translate('arbi.settlement.pay_reward_amount', {
        amount: referral.rewardOwed.toLocaleString('da-DK'),
      })}
    </Button>
  );
}
