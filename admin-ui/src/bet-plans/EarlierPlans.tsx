import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Skeleton,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { betPlansQuery } from '../providers/early';
import type { BetPlan } from '../providers/types';
import { MarkPlacedButton } from './MarkPlacedButton';
import { PlanTable } from './PlanTable';
import { formatDateTime } from '../clients/format';

/** A customer's plans, the newest first (the flat resource, as the first page reads it early). */
export const useBetPlans = (clientId: string) =>
  useGetList<BetPlan>('bet-plans', betPlansQuery(clientId));

const when = formatDateTime;

/**
 * Plans made earlier for this customer, newest first; each opens to its table, can be marked
 * placed, and (when there is a form) hands its odds back to it.
 */
export function EarlierPlans({
  clientId,
  onReuse,
}: {
  clientId: string;
  onReuse?: (plan: BetPlan) => void;
}) {
  const translate = useTranslate();
  const plans = useBetPlans(clientId);
  return (
    <Box component="section" aria-labelledby="earlier-plans" sx={{ mt: 4 }}>
      <Typography id="earlier-plans" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('arbi.bet.earlier')}
      </Typography>
      {plans.isPending && <Skeleton variant="rectangular" height={48} />}
      {plans.error && <Alert severity="error">{translate('arbi.error')}</Alert>}
      {plans.data?.length === 0 && (
        <Typography color="text.secondary">{translate('arbi.bet.earlier_none')}</Typography>
      )}
      {plans.data?.map((plan) => (
        <Accordion key={plan.id} disableGutters data-testid="earlier-plan">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            {translate('arbi.bet.earlier_item', {
              date: when(plan.createdAt),
              min: plan.minReturn,
              stake: plan.totalStake,
            })}
          </AccordionSummary>
          <AccordionDetails>
            <PlanTable plan={plan} />
            {onReuse && plan.odds.length > 0 && (
              <Button variant="outlined" onClick={() => onReuse(plan)} sx={{ mt: 2 }}>
                {translate('arbi.bet.reuse_odds')}
              </Button>
            )}
            {plan.placedAt ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {translate('arbi.bet.earlier_placed', { date: when(plan.placedAt) })}
              </Typography>
            ) : (
              <MarkPlacedButton plan={plan} />
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
