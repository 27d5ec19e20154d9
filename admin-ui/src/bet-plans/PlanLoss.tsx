import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BetPlan } from '../providers/types';
import { formatKr } from './planSites';

/**
 * A plan whose guaranteed return is below the cash it lays out says so plainly, with the
 * amount; one that loses more than its offers are worth says that too. Plans stored before
 * bonus-aware plans answer cashOutlay = totalStake.
 */
export function PlanLoss({
  plan,
}: {
  plan: Pick<BetPlan, 'minReturn' | 'cashOutlay' | 'lossBeyondBonuses'>;
}) {
  const translate = useTranslate();
  const loss = plan.cashOutlay - plan.minReturn;
  if (loss <= 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="plan-loss">
      {translate('arbi.bet.loss', {
        loss: formatKr(loss),
        min: formatKr(plan.minReturn),
        stake: formatKr(plan.cashOutlay),
      })}
      {plan.lossBeyondBonuses && ` ${translate('arbi.bet.loss_beyond_bonuses')}`}
    </Alert>
  );
}
