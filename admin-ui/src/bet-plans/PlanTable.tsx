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
import type { BetPlan, Outcome, Returns } from '../providers/types';

const OUTCOMES: { outcome: Outcome; key: keyof Returns; label: string }[] = [
  { outcome: '1', key: 'home', label: 'arbi.bet.home' },
  { outcome: 'X', key: 'draw', label: 'arbi.bet.draw' },
  { outcome: '2', key: 'away', label: 'arbi.bet.away' },
];

/** The plan per site (the chosen outcome marked, with its payout), the three totals and the guarantee. */
export function PlanTable({ plan }: { plan: BetPlan }) {
  const translate = useTranslate();
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={translate('arbi.bet.result')} data-testid="plan-table">
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
                </TableCell>
                <TableCell align="right">{row.stake}</TableCell>
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
                      {row.payouts[key]}
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
              <TableCell align="right">{plan.totalStake}</TableCell>
              {OUTCOMES.map(({ key }) => (
                <TableCell
                  key={key}
                  align="right"
                  sx={{ fontWeight: plan.returns[key] === plan.minReturn ? 'bold' : undefined }}
                >
                  {plan.returns[key]}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="plan-minimum">
        {translate('arbi.bet.minimum', { amount: plan.minReturn })}
      </Typography>
      <Typography data-testid="plan-total-stake">
        {translate('arbi.bet.total_stake', { amount: plan.totalStake })}
      </Typography>
      {!plan.optimal && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('arbi.bet.not_optimal', { min: plan.minReturn, upper: plan.upperBound })}
        </Alert>
      )}
    </Box>
  );
}
