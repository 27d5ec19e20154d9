import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { barLabelClasses } from '@mui/x-charts/BarChart';

export interface StepBar {
  label: string;
  count: number;
  /** Share of the first step's visits still there, 0-100. */
  kept: number;
}

/**
 * The funnel as bars (@mui/x-charts); imported only lazily, so the library loads with the chart.
 * Each bar says its count and share, in white inside it; on a phone's narrow bars only the share
 * (the counts stand in the list under the chart).
 */
export default function StepBars({ steps, height = 260 }: { steps: StepBar[]; height?: number }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <BarChart
      height={height}
      hideLegend
      xAxis={[{ scaleType: 'band', data: steps.map((step) => step.label) }]}
      yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString('da-DK') }]}
      series={[
        {
          data: steps.map((step) => step.count),
          valueFormatter: (value, { dataIndex }) =>
            value === null ? '' : `${value} (${steps[dataIndex].kept} %)`,
        },
      ]}
      barLabel={(item) => {
        if (!item.value) return null;
        const kept = `${steps[item.dataIndex].kept} %`;
        return narrow ? kept : `${item.value.toLocaleString('da-DK')} · ${kept}`;
      }}
      sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 500 } }}
    />
  );
}
