import {
  Box,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { scrollsInItsBox } from '../common/scrollingTable';
import type { LeaderboardRow } from '../providers/types';
import { FIGURES, firstOrder, formatFigure, type SortColumn, type SortOrder } from './leaderboard';

interface Props {
  rows: LeaderboardRow[];
  sort: { column: SortColumn; order: SortOrder };
  onSort: (sort: { column: SortColumn; order: SortOrder }) => void;
}

/** One row per recruiter; each heading sorts (the keyboard too: they are buttons). */
export function LeaderboardTable({ rows, sort, onSort }: Props) {
  const translate = useTranslate();
  const basename = useBasename();
  const heading = (column: SortColumn) => {
    const active = sort.column === column;
    return (
      <TableCell
        key={column}
        align={column === 'email' ? 'left' : 'right'}
        sortDirection={active ? sort.order : false}
      >
        <TableSortLabel
          active={active}
          direction={active ? sort.order : firstOrder(column)}
          onClick={() =>
            onSort({
              column,
              order: active ? (sort.order === 'asc' ? 'desc' : 'asc') : firstOrder(column),
            })
          }
        >
          {translate(`arbi.bureau.columns.${column}`)}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    // Positioned, so the hidden heading (absolutely placed) scrolls inside the box too; a region
    // in the tab order, so the keyboard can scroll it.
    <Box
      sx={{ ...scrollsInItsBox, position: 'relative' }}
      role="region"
      tabIndex={0}
      aria-label={translate('arbi.bureau.table_region')}
    >
      <Table size="small" aria-label={translate('arbi.bureau.table')} data-testid="leaderboard">
        <TableHead>
          <TableRow>
            {heading('email')}
            {FIGURES.map(heading)}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('arbi.bureau.customers')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.adminId} data-testid="leaderboard-row">
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={`${basename}/admins/${encodeURIComponent(row.adminId)}/show`}
                >
                  {row.email}
                </Link>
                {row.role === 'superadmin' && (
                  <Chip size="small" label={translate('arbi.bureau.owner')} sx={{ ml: 1 }} />
                )}
                {!row.active && (
                  <Chip
                    size="small"

                    label={translate('arbi.bureau.closed')}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatFigure(figure, row[figure])}
                </TableCell>
              ))}
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`${basename}/bureau/${encodeURIComponent(row.adminId)}/clients`}
                  aria-label={translate('arbi.bureau.customers_of', { email: row.email })}
                >
                  {translate('arbi.bureau.customers')}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
