import { LineChart } from '@mui/x-charts/LineChart';

export interface DaySeries {
  label: string;
  data: number[];
}

/** Counts per day as lines (@mui/x-charts); imported only lazily. */
export default function DayLines({
  days,
  series,
  height = 260,
}: {
  days: string[];
  series: DaySeries[];
  height?: number;
}) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString('da-DK') }]}
      series={series.map((line) => ({ ...line, showMark: days.length <= 31 }))}
    />
  );
}
