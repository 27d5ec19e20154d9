import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BetPlan } from '../providers/types';

/** A plan whose guaranteed return is below what it stakes says so plainly, with the amount. */
export function PlanLoss({ plan }: { plan: Pick<BetPlan, 'minReturn' | 'totalStake'> }) {
  const translate = useTranslate();
  const loss = plan.totalStake - plan.minReturn;
  if (loss <= 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="plan-loss">
      {translate('arbi.bet.loss', {
        loss,
        min: plan.minReturn,
        stake: plan.totalStake,
      })}
    </Alert>
  );
}
