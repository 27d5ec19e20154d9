import { Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { formatDate } from '../clients/format';
import { dataTableScrolls } from '../common/scrollingTable';
import type { AdminRecord } from '../providers/types';

const Column = DataTable.Col<AdminRecord>;

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

export function AdminList() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('arbi.admins.title')}
      </Typography>
      <List actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
        <DataTable bulkActionButtons={false} rowClick="show" sx={dataTableScrolls}>
          <Column source="email" />
          <Column source="id" />
          <Column source="role" render={(record) => translate(`arbi.admins.role.${record.role}`)} />
          <Column
            source="deactivatedAt"
            render={(record) =>
              record.deactivatedAt ? (
                <Chip size="small" label={translate('arbi.admins.closed')} />
              ) : (
                translate('arbi.admins.open')
              )
            }
          />
          <Column source="createdAt" render={(record) => formatDate(record.createdAt)} />
        </DataTable>
      </List>
    </>
  );
}
