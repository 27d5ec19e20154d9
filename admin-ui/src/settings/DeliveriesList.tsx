import {
  Box,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Delivery } from '../providers/types';
import { scrollsInItsBox } from '../common/scrollingTable';
import { DELIVERIES } from './useNotifications';
import { formatDateTime } from '../clients/format';

const STATUS_COLOR = { pending: 'warning', sent: 'success', failed: 'error' } as const;

/** The latest notifications and how sending them went; refreshed while any is still pending. */
export function DeliveriesList() {
  const translate = useTranslate();
  const { data = [] } = useGetList<Delivery>(
    DELIVERIES,
    { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } },
    {
      refetchInterval: (query) =>
        query.state.data?.data.some((d) => d.status === 'pending') ? 3000 : false,
    },
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('arbi.notifications.deliveries')}
        </Typography>
        {data.length === 0 ? (
          <Typography>{translate('arbi.notifications.deliveries_none')}</Typography>
        ) : (
          <Box sx={scrollsInItsBox}>
            <Table size="small" aria-label={translate('arbi.notifications.deliveries')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('arbi.notifications.col_time')}</TableCell>
                  <TableCell>{translate('arbi.notifications.col_event')}</TableCell>
                  <TableCell>{translate('arbi.notifications.col_channel')}</TableCell>
                  <TableCell>{translate('arbi.notifications.col_status')}</TableCell>
                  <TableCell align="right">
                    {translate('arbi.notifications.col_attempts')}
                  </TableCell>
                  <TableCell>{translate('arbi.notifications.col_error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell>{formatDateTime(delivery.createdAt)}</TableCell>
                    <TableCell>{translate(`arbi.notifications.event.${delivery.event}`)}</TableCell>
                    <TableCell>
                      {translate(`arbi.notifications.channel.${delivery.channel}`)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATUS_COLOR[delivery.status]}
                        label={translate(`arbi.notifications.status.${delivery.status}`)}
                      />
                    </TableCell>
                    <TableCell align="right">{delivery.attempts}</TableCell>
                    <TableCell>{delivery.lastError ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
