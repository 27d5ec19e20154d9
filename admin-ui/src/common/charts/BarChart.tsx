import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import type { BarChartProps } from './index';

/** @mui/x-charts behind our small interface; imported only through the lazy wrapper in index.tsx. */
export default function BarChart({ data, height = 240, valueFormatter }: BarChartProps) {
  return (
    <MuiBarChart
      height={height}
      hideLegend
      xAxis={[{ scaleType: 'band', data: data.map((bar) => bar.label) }]}
      series={[
        {
          data: data.map((bar) => bar.value),
          valueFormatter: (value) =>
            value === null ? '' : (valueFormatter?.(value) ?? String(value)),
        },
      ]}
    />
  );
}
