import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { BET_KIND_LABELS } from '../../../rules/bet-kinds';
import type { BetPlan, Outcome, Returns } from '../providers/types';
import { PlanLoss } from './PlanLoss';
import { formatKr } from './planSites';

const OUTCOMES: { outcome: Outcome; key: keyof Returns; label: string }[] = [
  { outcome: '1', key: 'home', label: 'arbi.bet.home' },
  { outcome: 'X', key: 'draw', label: 'arbi.bet.draw' },
  { outcome: '2', key: 'away', label: 'arbi.bet.away' },
];

/**
 * The plan per site (its kind, the chosen outcome marked, with its payout), the three totals,
 * the guarantee and, for plans with bonus rows, the cash laid out and the guaranteed result.
 * Amounts in kr with øre where there are any.
 */
export function PlanTable({ plan }: { plan: BetPlan }) {
  const translate = useTranslate();
  // Plans with bonus rows name every row's kind; a plain first bet looks as it always did.
  const withBonus = plan.plan.some((row) => row.kind !== 'cash');
  return (
    <Box>
      <TableContainer>
        <Table
          size="small"
          aria-label={translate('arbi.bet.result')}
          data-testid="plan-table"
          // Narrow cells on a phone, so all five columns fit 390 px without sideways scrolling.
          sx={{
            '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.75rem', sm: undefined } },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{translate('arbi.bet.bookmaker')}</TableCell>
              <TableCell align="right">{translate('arbi.bet.indsats')}</TableCell>
              {OUTCOMES.map(({ key, label }) => (
                <TableCell key={key} align="right">
                  {translate(label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.plan.map((row) => (
              <TableRow key={row.site} data-outcome={row.outcome}>
                <TableCell component="th" scope="row">
                  {row.site}
                  {withBonus && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      data-testid="plan-kind"
                      sx={{ display: 'block' }}
                    >
                      {BET_KIND_LABELS[row.kind]}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{formatKr(row.stake)}</TableCell>
                {OUTCOMES.map(({ outcome, key }) =>
                  row.outcome === outcome ? (
                    <TableCell
                      key={key}
                      align="right"
                      data-chosen="true"
                      sx={{
                        bgcolor: 'rgba(46, 125, 50, 0.14)',
                        color: 'success.dark',
                        fontWeight: 'bold',
                      }}
                    >
                      <CheckIcon
                        fontSize="inherit"
                        sx={{ verticalAlign: 'middle', mr: 0.5 }}
                        aria-label={translate('arbi.bet.chosen')}
                      />
                      {formatKr(row.payouts[key])}
                    </TableCell>
                  ) : (
                    <TableCell key={key} align="right" sx={{ color: 'text.disabled' }}>
                      –
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter sx={{ '& td, & th': { color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableRow data-testid="plan-returns">
              <TableCell component="th" scope="row">
                {translate('arbi.bet.returns')}
              </TableCell>
              <TableCell align="right">{formatKr(plan.totalStake)}</TableCell>
              {OUTCOMES.map(({ key }) => (
                <TableCell
                  key={key}
                  align="right"
                  sx={{ fontWeight: plan.returns[key] === plan.minReturn ? 'bold' : undefined }}
                >
                  {formatKr(plan.returns[key])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="plan-minimum">
        {translate('arbi.bet.minimum', { amount: Math.floor(plan.minReturn) })}
      </Typography>
      <Typography data-testid="plan-total-stake">
        {translate('arbi.bet.total_stake', { amount: formatKr(plan.totalStake) })}
      </Typography>
      {plan.cashOutlay !== plan.totalStake && (
        <Box data-testid="plan-cash">
          <Typography>
            {translate('arbi.bet.cash_outlay', { amount: formatKr(plan.cashOutlay) })}
          </Typography>
          <Typography>
            {translate('arbi.bet.guaranteed_return', { amount: formatKr(plan.minReturn) })}
          </Typography>
          <Typography sx={{ fontWeight: 'bold' }}>
            {translate('arbi.bet.guaranteed_result', {
              amount: formatKr(plan.guaranteedResult),
            })}
          </Typography>
        </Box>
      )}
      <PlanLoss plan={plan} />
      {!plan.optimal && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('arbi.bet.not_optimal', {
            min: formatKr(plan.minReturn),
            upper: formatKr(plan.upperBound),
          })}
        </Alert>
      )}
    </Box>
  );
}
