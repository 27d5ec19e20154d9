import { Alert, Box, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BarChart } from '../common/charts';
import { Panel } from '../common/Panel';
import {
  type Figure,
  FIGURES,
  formatFigure,
  type SortColumn,
  type SortOrder,
  sortRows,
  thisMonth,
} from './leaderboard';
import { LeaderboardTable } from './LeaderboardTable';
import { useLeaderboard } from './useLeaderboard';

/** 'Bureau' (the owner's): every recruiter side by side in a period, sortable, with a chart. */
export function BureauPage() {
  const translate = useTranslate();
  const [range, setRange] = useState(thisMonth);
  const [sort, setSort] = useState<{ column: SortColumn; order: SortOrder }>({
    column: 'newClients',
    order: 'desc',
  });
  const [metric, setMetric] = useState<Figure>('newClients');
  const { data, error, isPending } = useLeaderboard(range.from, range.to);
  const rows = data ? sortRows(data, sort.column, sort.order) : [];
  const metricName = translate(`arbi.bureau.columns.${metric}`);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('arbi.bureau.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('arbi.bureau.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('arbi.bureau.intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          type="date"
          size="small"
          label={translate('arbi.bureau.from')}
          sx={{ width: { sm: 200 } }}
          value={range.from}
          onChange={(event) =>
            event.target.value && setRange({ ...range, from: event.target.value })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('arbi.bureau.to')}
          sx={{ width: { sm: 200 } }}
          value={range.to}
          onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={translate('arbi.bureau.chart_metric')}
          value={metric}
          onChange={(event) => setMetric(event.target.value as Figure)}
          sx={{ width: { sm: 240 } }}
          slotProps={{ htmlInput: { 'data-testid': 'chart-metric' } }}
        >
          {FIGURES.map((figure) => (
            <MenuItem key={figure} value={figure}>
              {translate(`arbi.bureau.columns.${figure}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {isPending && <Skeleton variant="rectangular" height={240} />}
      {data?.length === 0 && <Alert severity="info">{translate('arbi.bureau.empty')}</Alert>}
      {!!rows.length && (
        <Stack spacing={2}>
          <Panel title={translate('arbi.bureau.chart_caption', { metric: metricName })}>
            {/* Zero intrinsic width: the chart follows the page when a phone turns, never widens it. */}
            <Box sx={{ width: 0, minWidth: '100%', overflow: 'hidden', position: 'relative' }}>
              <BarChart
                label={translate('arbi.bureau.chart_caption', { metric: metricName })}
                labelHeader={translate('arbi.bureau.columns.email')}
                valueHeader={metricName}
                data={rows.map((row) => ({ label: row.email.split('@')[0], value: row[metric] }))}
                valueFormatter={(value) => formatFigure(metric, value)}
              />
            </Box>
          </Panel>
          <Panel title={translate('arbi.bureau.table')}>
            <LeaderboardTable rows={rows} sort={sort} onSort={setSort} />
          </Panel>
        </Stack>
      )}
    </Box>
  );
}
