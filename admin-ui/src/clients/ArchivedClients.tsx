import { Alert, Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useTranslate, WithListContext } from 'react-admin';
import { dataTableScrolls } from '../common/scrollingTable';
import type { Client } from '../providers/types';
import { formatDate } from './format';
import { ARCHIVED_QUERY, LIST_STORE_KEYS } from './queries';

const Column = DataTable.Col<Client>;

/** 'Her er alle dine lukkede kunder': what is kept of archived customers. */
export function ArchivedClients() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="archived-title">
      <CardContent>
        <Typography id="archived-title" variant="h6" component="h2">
          {translate('arbi.clients.archived_title')}
        </Typography>
      </CardContent>
      <ListBase
        disableAuthentication
        resource="clients"
        filter={ARCHIVED_QUERY.filter}
        sort={ARCHIVED_QUERY.sort}
        perPage={ARCHIVED_QUERY.pagination.perPage}
        disableSyncWithLocation
        storeKey={LIST_STORE_KEYS.archived}
      >
        {/* A failed read says so, not 'no closed customers yet' under a page count. */}
        <WithListContext
          render={({ error }) =>
            error ? (
              <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
                {translate('arbi.clients.archived_error')}
              </Alert>
            ) : (
              <>
                <DataTable
                  bulkActionButtons={false}
                  rowClick={false}
                  data-testid="archived-clients"
                  // Narrow cells: the four columns fit the side column of a 1280 px screen.
                  sx={{ ...dataTableScrolls, '& .MuiTableCell-root': { px: 1 } }}
                  empty={
                    <Typography sx={{ px: 2, pb: 2 }}>
                      {translate('arbi.clients.archived_empty')}
                    </Typography>
                  }
                >
                  <Column source="createdAt" render={(record) => formatDate(record.createdAt)} />
                  <Column source="siteCount" />
                  <Column source="source" />
                  <Column
                    source="referralCode"
                    disableSort
                    render={(client) =>
                      client.referralCode || translate('arbi.clients.no_referral')
                    }
                  />
                </DataTable>
                <Pagination
                  rowsPerPageOptions={[10, 25, 50]}
                  // The page buttons go below the page size rather than past the card's edge.
                  sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
                />
              </>
            )
          }
        />
      </ListBase>
    </Card>
  );
}
