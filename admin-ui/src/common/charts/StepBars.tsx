import { BarChart } from '@mui/x-charts/BarChart';

export interface StepBar {
  label: string;
  count: number;
  /** Share of the first step's visits still there, 0-100. */
  kept: number;
}

/** The funnel as bars (@mui/x-charts); imported only lazily, so the library loads with the chart. */
export default function StepBars({ steps, height = 260 }: { steps: StepBar[]; height?: number }) {
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
      barLabel={(item) => `${item.value ?? 0} · ${steps[item.dataIndex].kept} %`}
    />
  );
}
