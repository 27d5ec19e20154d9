import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import type { BarChartProps } from './index';

/** @mui/x-charts behind our small interface; imported only through the lazy wrapper in index.tsx. */
export default function BarChart({ data, height = 240, valueFormatter }: BarChartProps) {
  const format = (value: number) => valueFormatter?.(value) ?? value.toLocaleString('da-DK');
  return (
    <MuiBarChart
      height={height}
      hideLegend
      xAxis={[{ scaleType: 'band', data: data.map((bar) => bar.label) }]}
      // Danish figures, and room for a tick such as '-12.500 kr' (the default 45 px cuts it off).
      yAxis={[{ width: 80, tickMinStep: 1, valueFormatter: format }]}
      series={[
        {
          data: data.map((bar) => bar.value),
          valueFormatter: (value) => (value === null ? '' : format(value)),
        },
      ]}
    />
  );
}
