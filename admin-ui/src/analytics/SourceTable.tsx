import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scrollsInItsBox } from '../common/scrollingTable';
import type { Funnel } from '../providers/types';
import { keptPercent, STEPS } from './useFunnel';

/** One row per link tag: visits at each step, the customers won and their share of the visits. */
export function SourceTable({
  rows,
  newClients,
}: {
  rows: Funnel['bySource'];
  newClients: Funnel['newClients']['bySource'];
}) {
  const translate = useTranslate();
  const won = new Map(newClients.map(({ source, count }) => [source ?? '', count]));
  // A tag whose customers came without counted visits (a blocked beacon) still gets its row.
  const all = [
    ...rows,
    ...newClients
      .filter(({ source }) => !rows.some((row) => row.source === source))
      .map(({ source }) => ({ source, welcome: 0, sites: 0, form: 0, submitted: 0 })),
  ];
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
            <TableCell align="right">{translate('arbi.analytics.new_clients')}</TableCell>
            <TableCell align="right">{translate('arbi.analytics.conversion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {all.map((row) => (
            <TableRow key={row.source ?? ''} data-testid={`source-${row.source ?? ''}`}>
              <TableCell component="th" scope="row">
                {row.source ?? translate('arbi.analytics.untagged')}
              </TableCell>
              {STEPS.map((step) => (
                <TableCell key={step} align="right">
                  {row[step]}
                </TableCell>
              ))}
              <TableCell align="right">{won.get(row.source ?? '') ?? 0}</TableCell>
              <TableCell align="right">
                {keptPercent(won.get(row.source ?? '') ?? 0, row.welcome)} %
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
