import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense } from 'react';

interface Bar {
  label: string;
  value: number;
}

export interface BarChartProps {
  data: Bar[];
  height?: number;
  valueFormatter?: (value: number) => string;
}

// The charting library (~60 kB gzip) loads with the first chart, not with the panel.
const LazyBarChart = lazy(() => import('./BarChart'));

interface AccessibleBarChartProps extends BarChartProps {
  /** What the chart shows, said to screen readers; the numbers follow as a hidden table. */
  label: string;
  labelHeader: string;
  valueHeader: string;
}

/** A bar chart, loaded lazily, with its numbers as a table for screen readers. */
export function BarChart({ label, labelHeader, valueHeader, ...props }: AccessibleBarChartProps) {
  const format = props.valueFormatter ?? String;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden="true" data-testid="bar-chart">
        <Suspense fallback={<Skeleton variant="rectangular" height={props.height ?? 240} />}>
          <LazyBarChart {...props} />
        </Suspense>
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>{label}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{labelHeader}</TableCell>
            <TableCell>{valueHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.data.map((bar) => (
            <TableRow key={bar.label}>
              <TableCell>{bar.label}</TableCell>
              <TableCell>{format(bar.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
