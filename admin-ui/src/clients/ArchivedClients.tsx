import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, DateField, ListBase, Pagination, useTranslate } from 'react-admin';
import type { Client } from '../providers/types';

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
        resource="clients"
        filter={{ archived: true }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey="clients.archived"
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          data-testid="archived-clients"
          empty={
            <Typography sx={{ px: 2, pb: 2 }}>
              {translate('arbi.clients.archived_empty')}
            </Typography>
          }
        >
          <Column source="createdAt" field={DateField} />
          <Column source="siteCount" />
          <Column source="source" />
          <Column
            source="referralCode"
            disableSort
            render={(client) => client.referralCode || translate('arbi.clients.no_referral')}
          />
        </DataTable>
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
      </ListBase>
    </Card>
  );
}
