import { Alert, Box, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { formatDate, formatDayMonth } from '../clients/format';
import { Panel } from '../common/Panel';
import { SourceTable } from './SourceTable';
import { FIRST_PERIOD_DAYS, lastDays } from './days';
import { keptPercent, useFunnel } from './useFunnel';

// The charting library loads with this page's charts, not with the panel.
const StepBars = lazy(() => import('../common/charts/StepBars'));
const DayLines = lazy(() => import('../common/charts/DayLines'));

const chartFallback = <Skeleton variant="rectangular" height={260} />;

/** 'Statistik': where visitors come from (link tags) and at which step they leave. */
export function StatsPage() {
  const translate = useTranslate();
  const [range, setRange] = useState(() => lastDays(FIRST_PERIOD_DAYS));
  const [source, setSource] = useState('');
  const { data, error } = useFunnel({ ...range, source: source || undefined });

  const first = data?.steps[0]?.count ?? 0;
  const steps = [
    ...(data?.steps ?? []).map(({ step, count }) => ({
      step: step as string,
      label: translate(`arbi.analytics.steps.${step}`),
      count,
    })),
    // The funnel ends in customers: a repeat signup is a sent form, not one more customer.
    ...(data
      ? [
          {
            step: 'new-clients',
            label: translate('arbi.analytics.new_clients'),
            count: data.newClients.total,
          },
        ]
      : []),
  ].map((step) => ({ ...step, kept: keptPercent(step.count, first) }));
  const newByDay = new Map(data?.newClients.byDay.map(({ day, count }) => [day, count]));
  const tags = (data?.bySource ?? []).flatMap((row) => (row.source ? [row.source] : []));

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('arbi.analytics.title')} />
      <Typography variant="h5" component="h1" sx={visuallyHidden}>
        {translate('arbi.analytics.title')}
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
          label={translate('arbi.analytics.from')}
          value={range.from}
          onChange={(event) =>
            event.target.value && setRange({ ...range, from: event.target.value })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('arbi.analytics.to')}
          value={range.to}
          onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={translate('arbi.analytics.source')}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'source-select' } }}
        >
          <MenuItem value="">{translate('arbi.analytics.all_sources')}</MenuItem>
          {[...new Set([...tags, ...(source ? [source] : [])])].map((tag) => (
            <MenuItem key={tag} value={tag}>
              {tag}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert severity="error">{translate('arbi.error_lower')}</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={translate('arbi.analytics.funnel')}>
              {data && first === 0 && !source && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  {translate('arbi.analytics.empty')}
                </Alert>
              )}
              <Box aria-hidden="true">
                <Suspense fallback={chartFallback}>{data && <StepBars steps={steps} />}</Suspense>
              </Box>
              <Box
                component="ol"
                aria-label={translate('arbi.analytics.funnel_caption')}
                data-testid="funnel-steps"
                sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
              >
                {steps.map((step) => (
                  <li key={step.step} data-testid={`step-${step.step}`}>
                    <Typography variant="body2">
                      {step.label}: <strong>{step.count}</strong> ({step.kept} %)
                    </Typography>
                  </li>
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('arbi.analytics.new_clients_help')}
              </Typography>
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title={translate('arbi.analytics.per_day')}>
              <Box aria-hidden="true">
                <Suspense fallback={chartFallback}>
                  {data && (
                    <DayLines
                      days={data.byDay.map((day) => formatDayMonth(day.day))}
                      series={[
                        {
                          label: translate('arbi.analytics.visits'),
                          data: data.byDay.map((d) => d.welcome),
                        },
                        {
                          label: translate('arbi.analytics.signups'),
                          data: data.byDay.map((d) => d.submitted),
                        },
                        {
                          label: translate('arbi.analytics.new_clients'),
                          data: data.byDay.map((d) => newByDay.get(d.day) ?? 0),
                        },
                      ]}
                    />
                  )}
                </Suspense>
              </Box>
              <Typography variant="body2" sx={visuallyHidden}>
                {data?.byDay
                  .filter((day) => day.welcome || day.submitted || newByDay.get(day.day))
                  .map(
                    (day) =>
                      `${formatDate(day.day)}: ${day.welcome} ${translate('arbi.analytics.visits')}, ${day.submitted} ${translate('arbi.analytics.signups')}, ${newByDay.get(day.day) ?? 0} ${translate('arbi.analytics.new_clients').toLocaleLowerCase('da')}`,
                  )
                  .join('; ')}
              </Typography>
            </Panel>
          </Grid>
          <Grid size={12}>
            <Panel title={translate('arbi.analytics.per_source')}>
              {data && <SourceTable rows={data.bySource} newClients={data.newClients.bySource} />}
            </Panel>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
