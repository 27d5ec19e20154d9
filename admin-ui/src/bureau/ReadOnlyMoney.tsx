import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { balanceSentence, feeAgreementText, kr } from '../../../rules/settlement';
import { useBetPlans } from '../bet-plans/EarlierPlans';
import { PlanTable } from '../bet-plans/PlanTable';
import { formatDate, formatDateTime } from '../clients/format';
import { usePayments, useSiteProgress } from '../clients/useClientWork';
import { Panel } from '../common/Panel';
import { scrollsInItsBox } from '../common/scrollingTable';
import type { Client } from '../providers/types';

/** 'Afregning' to look at: the balance, the agreement and the ledger, with no way to add to it. */
export function ReadOnlySettlement({ client }: { client: Client }) {
  const translate = useTranslate();
  const payments = usePayments(client.id);
  return (
    <Panel title={translate('arbi.bureau.payments')}>
      <Typography variant="h6" component="p">
        {balanceSentence(client.balance)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('arbi.settlement.fee_line', {
          fee: feeAgreementText(client.fee),
          earned: kr(client.feeEarned),
        })}
      </Typography>
      {payments.isPending && <Skeleton variant="rectangular" height={48} sx={{ mt: 2 }} />}
      {payments.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {payments.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('arbi.bureau.payments_none')}
        </Typography>
      )}
      {!!payments.data?.length && (
        <List dense aria-label={translate('arbi.settlement.entries')}>
          {payments.data.map((entry) => {
            const kind = translate(`arbi.settlement.kinds.${entry.kind}`);
            return (
              <ListItem key={entry.id} divider disableGutters>
                <ListItemText
                  primary={`${entry.reverses ? translate('arbi.settlement.reversal_of', { kind }) : kind}: ${kr(entry.amount)}`}
                  secondary={[
                    formatDate(entry.at),
                    translate(`arbi.settlement.methods.${entry.method}`),
                    entry.reference,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Panel>
  );
}

/** The customer's plans to look at: each opens to its table; nothing to mark or reuse. */
export function ReadOnlyPlans({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const plans = useBetPlans(clientId);
  return (
    <Panel title={translate('arbi.bureau.plans')}>
      {plans.isPending && <Skeleton variant="rectangular" height={48} />}
      {plans.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {plans.data?.length === 0 && (
        <Typography color="text.secondary">{translate('arbi.bureau.plans_none')}</Typography>
      )}
      {plans.data?.map((plan) => (
        <Accordion key={plan.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            {translate('arbi.bet.earlier_item', {
              date: formatDateTime(plan.createdAt),
              min: plan.minReturn,
              stake: plan.totalStake,
            })}
          </AccordionSummary>
          <AccordionDetails>
            <PlanTable plan={plan} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Panel>
  );
}

/** Sites and money to look at: a table, one row per site of the recruiter's list. */
export function ReadOnlySites({ clientId, profit }: { clientId: string; profit: number }) {
  const translate = useTranslate();
  const sites = useSiteProgress(clientId);
  return (
    <Panel title={translate('arbi.progress.title')}>
      {sites.isPending && <Skeleton variant="rectangular" height={96} />}
      {sites.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {!!sites.data?.length && (
        <Box
          sx={{ ...scrollsInItsBox, position: 'relative' }}
          role="region"
          tabIndex={0}
          aria-label={translate('arbi.bureau.sites_region')}
        >
          <Table size="small" aria-label={translate('arbi.progress.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('arbi.progress.site')}</TableCell>
                <TableCell>{translate('arbi.progress.state')}</TableCell>
                <TableCell align="right">{translate('arbi.progress.deposit')}</TableCell>
                <TableCell align="right">{translate('arbi.progress.withdrawn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sites.data.map((row) => (
                <TableRow key={row.site}>
                  <TableCell component="th" scope="row">
                    {row.site}
                  </TableCell>
                  <TableCell>{translate(`arbi.progress.states.${row.state}`)}</TableCell>
                  <TableCell align="right">{row.deposit.toLocaleString('da-DK')}</TableCell>
                  <TableCell align="right">{row.withdrawn.toLocaleString('da-DK')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {translate('arbi.customer.profit', { amount: profit.toLocaleString('da-DK') })}
      </Typography>
    </Panel>
  );
}
