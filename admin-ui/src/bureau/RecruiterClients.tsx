import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { kr } from '../../../rules/settlement';
import { displayPhone } from '../../../rules/contact';
import { formatDate } from '../clients/format';
import { scrollsInItsBox } from '../common/scrollingTable';
import type { AdminRecord, Client } from '../providers/types';

const PER_PAGE = 25;

/** The owner's read-only look at a recruiter's customers (`filter={"adminId":…}`, PRODUCT.md §20). */
export function RecruiterClients() {
  const translate = useTranslate();
  const basename = useBasename();
  const { adminId = '' } = useParams();
  const [page, setPage] = useState(1);
  const recruiter = useGetOne<AdminRecord>('admins', { id: adminId }, { retry: false });
  const { data, total, isPending, error } = useGetList<Client>('clients', {
    filter: { adminId },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const email = recruiter.data?.email ?? '';
  const first = (page - 1) * PER_PAGE;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('arbi.bureau.customers_title', { email })} />
      <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {translate('arbi.bureau.customers_title', { email })}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('arbi.bureau.list_read_only')}
      </Alert>
      <Button component={RouterLink} to={`${basename}/bureau`} sx={{ mb: 1 }}>
        {translate('arbi.bureau.back_to_bureau')}
      </Button>
      <Card>
        <CardContent>
          {isPending && <Skeleton variant="rectangular" height={120} />}
          {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
          {data?.length === 0 && (
            <Alert severity="info">{translate('arbi.bureau.no_clients')}</Alert>
          )}
          {!!data?.length && (
            <Box sx={scrollsInItsBox}>
              <Table size="small" aria-label={translate('arbi.bureau.customers_title', { email })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.clients.fields.name')}</TableCell>
                    <TableCell>{translate('resources.clients.fields.phone')}</TableCell>
                    <TableCell>{translate('resources.clients.fields.status')}</TableCell>
                    <TableCell>{translate('resources.clients.fields.createdAt')}</TableCell>
                    <TableCell align="right">
                      {translate('resources.clients.fields.profit')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((client) => (
                    <TableRow key={client.id} data-testid="recruiter-client">
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        <Link
                          component={RouterLink}
                          to={`${basename}/bureau/${encodeURIComponent(adminId)}/clients/${encodeURIComponent(client.id)}`}
                        >
                          {client.name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {displayPhone(client.phone)}
                      </TableCell>
                      <TableCell>{translate(`arbi.status.${client.status}`)}</TableCell>
                      <TableCell>{formatDate(client.createdAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {client.profit < 0 ? `-${kr(client.profit)}` : kr(client.profit)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {!!total && total > PER_PAGE && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2">
                {translate('arbi.bureau.page', {
                  from: first + 1,
                  to: Math.min(first + PER_PAGE, total),
                  total,
                })}
              </Typography>
              <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
                {translate('arbi.bureau.previous')}
              </Button>
              <Button disabled={first + PER_PAGE >= total} onClick={() => setPage(page + 1)}>
                {translate('arbi.bureau.next')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
