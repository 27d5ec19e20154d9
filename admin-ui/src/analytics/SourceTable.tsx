import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scrollsInItsBox } from '../common/scrollingTable';
import type { Funnel } from '../providers/types';
import { keptPercent, STEPS } from './useFunnel';

/** One row per link tag: visits at each step and the share that signed up. */
export function SourceTable({ rows }: { rows: Funnel['bySource'] }) {
  const translate = useTranslate();
  return (
    <Box sx={scrollsInItsBox}>
      <Table size="small" aria-label={translate('arbi.analytics.per_source')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('arbi.analytics.source')}</TableCell>
            {STEPS.map((step) => (
              <TableCell key={step} align="right">
                {translate(`arbi.analytics.steps.${step}`)}
              </TableCell>
            ))}
            <TableCell align="right">{translate('arbi.analytics.conversion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.source ?? ''} data-testid={`source-${row.source ?? ''}`}>
              <TableCell component="th" scope="row">
                {row.source ?? translate('arbi.analytics.untagged')}
              </TableCell>
              {STEPS.map((step) => (
                <TableCell key={step} align="right">
                  {row[step]}
                </TableCell>
              ))}
              <TableCell align="right">{keptPercent(row.submitted, row.welcome)} %</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
