import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useTranslate } from 'react-admin';
import { BarChart } from '../common/charts';
import { formatMonth } from '../clients/format';
import { Panel } from '../common/Panel';
import { CLIENT_STATUSES } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';

const MONTHS = 12;
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const kr = (amount: number) => `${amount.toLocaleString('da-DK')} kr`;

/** The last twelve months, from the first of the month eleven months back to today. */
function range() {
  const today = new Date();
  return {
    from: day(new Date(today.getFullYear(), today.getMonth() - (MONTHS - 1), 1)),
    to: day(today),
  };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Grid size={{ xs: 6, sm: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Grid>
  );
}

/** The summary of §10: customers per status, money in and out, and profit per month as a chart. */
export function StatsPanel() {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const { from, to } = range();
  const summary = useQuery({
    queryKey: ['clients', 'stats', from, to],
    queryFn: () => dataProvider.getStatsSummary(from, to),
  });
  const data = summary.data;
  return (
    <Panel title={translate('arbi.stats.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('arbi.stats.range')}
      </Typography>
      {summary.isPending && <Skeleton variant="rectangular" height={200} />}
      {summary.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {data && (
        <>
          <Grid container spacing={1} sx={{ mb: 2 }}>
            <Figure
              label={translate('arbi.stats.new_clients')}
              value={String(data.newClients)}
              testId="stats-new-clients"
            />
            <Figure
              label={translate('arbi.stats.deposited')}
              value={kr(data.deposited)}
              testId="stats-deposited"
            />
            <Figure
              label={translate('arbi.stats.withdrawn')}
              value={kr(data.withdrawn)}
              testId="stats-withdrawn"
            />
            <Figure
              label={translate('arbi.stats.profit')}
              value={kr(data.profit)}
              testId="stats-profit"
            />
          </Grid>
          <Typography variant="subtitle1" component="h3">
            {translate('arbi.settlement.outstanding')}
          </Typography>
          <Grid container spacing={1} sx={{ mb: 1 }}>
            <Figure
              label={translate('arbi.settlement.owed_by_customers')}
              value={kr(data.owedByCustomers)}
              testId="stats-owed-by-customers"
            />
            <Figure
              label={translate('arbi.settlement.owed_to_customers')}
              value={kr(data.owedToCustomers)}
              testId="stats-owed-to-customers"
            />
            <Figure
              label={translate('arbi.settlement.owed_to_referrers')}
              value={kr(data.owedToReferrers)}
              testId="stats-owed-to-referrers"
            />
            <Figure
              label={translate('arbi.settlement.fees_earned')}
              value={kr(data.feesEarned)}
              testId="stats-fees-earned"
            />
          </Grid>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() =>
              void dataProvider
                .exportPayments(from, to)
                .then((csv) => downloadCSV(csv, 'afregning'))
            }
            sx={{ mb: 2 }}
          >
            {translate('arbi.settlement.export')}
          </Button>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 2, listStyle: 'none' }}
          >
            {CLIENT_STATUSES.map((status) => (
              <Typography
                component="li"
                variant="body2"
                key={status}
                data-testid={`stats-status-${status}`}
              >
                {translate(`arbi.status.${status}`)}: {data.clientsByStatus[status] ?? 0}
              </Typography>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h3">
            {translate('arbi.stats.by_month')}
          </Typography>
          {data.profitByMonth.length === 0 ? (
            <Typography color="text.secondary">{translate('arbi.stats.none')}</Typography>
          ) : (
            <BarChart
              label={translate('arbi.stats.chart_label')}
              labelHeader={translate('arbi.stats.month')}
              valueHeader={translate('arbi.stats.profit')}
              data={data.profitByMonth.map(({ month, profit }) => ({
                label: formatMonth(month),
                value: profit,
              }))}
              valueFormatter={kr}
            />
          )}
        </>
      )}
    </Panel>
  );
}
