import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { dataTableScrolls } from '../common/scrollingTable';
import type { AuditRecord } from '../providers/types';

const Column = DataTable.Col<AuditRecord>;

const ACTIONS = [
  'clients.listed',
  'client.viewed',
  'client.notes_viewed',
  'client.events_viewed',
  'referrals.listed',
  'referral.viewed',
  'clients.exported',
  'client.corrected',
  'client.archived',
  'client.erased',
  'client.task_link_made',
  'client.task_link_revoked',
  'texts.changed',
  'admin.signed_in',
  'admin.created',
  'admin.deactivated',
  'admin.reactivated',
  'admin.transferred',
];

const auditFilters = [
  // Chosen by email; the log is filtered by the admin's id.
  <ReferenceInput key="adminId" source="adminId" reference="admins" alwaysOn>
    <AutocompleteInput
      optionText="email"
      filterToQuery={(q: string) => ({ q })}
      label="resources.audit.fields.adminId"
    />
  </ReferenceInput>,
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    choices={ACTIONS.map((id) => ({ id, name: `arbi.audit.actions.${id}` }))}
  />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** Audit: who (by email) saw or changed personal data, newest first; never the data itself. */
export function AuditList() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('arbi.audit.title')}
      </Typography>
      <List
        filters={auditFilters}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={50}
        exporter={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false} sx={dataTableScrolls}>
          <Column source="at">
            <DateField source="at" showTime />
          </Column>
          <Column source="adminEmail" render={(entry) => entry.adminEmail ?? entry.adminId ?? ''} />
          <Column
            source="action"
            render={(entry) => translate(`arbi.audit.actions.${entry.action}`, { _: entry.action })}
          />
          <Column source="recordId" />
        </DataTable>
      </List>
    </>
  );
}
