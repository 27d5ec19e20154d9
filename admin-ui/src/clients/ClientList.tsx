import { Grid, Typography } from '@mui/material';
import {
  Button,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useListContext,
  useTranslate,
} from 'react-admin';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Link as RouterLink } from 'react-router-dom';
import { STATUS_LABELS } from '../i18n/arbi-danish';
import { ArchivedClients } from './ArchivedClients';
import { ClientCards } from './ClientCards';
import { ClientListControls } from './ClientListControls';
import { DueTodayInput } from './DueTodayInput';
import { SourceInput } from './SourceInput';
import { exportClients } from './exporter';
import { CLIENT_LIST_QUERY, LIST_STORE_KEYS } from './queries';

const statusChoices = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SourceInput key="source" source="source" alwaysOn />,
  <DueTodayInput key="due" source="due" alwaysOn />,
];

function ClientListActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button
        component={RouterLink}
        to={`${basename}/clients/board`}
        label="arbi.menu.board"
        startIcon={<ViewKanbanIcon />}
      />
      <ExportButton maxResults={10_000} />
    </TopToolbar>
  );
}

/** The page controls, not shown when the list could not be read (they would count nothing). */
function ClientPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

/** Kundeliste: active customers as cards, archived ones in a second column. */
export function ClientList() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('arbi.clients.title')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {/* The panel's root (requireAuth) has checked the session, and clients are open to every
              admin: the list's own checks only cost render rounds before its data was asked for. */}
          <List
            disableAuthentication
            title={translate('arbi.menu.clients')}
            filter={CLIENT_LIST_QUERY.filter}
            filters={clientFilters}
            sort={CLIENT_LIST_QUERY.sort}
            perPage={CLIENT_LIST_QUERY.pagination.perPage}
            storeKey={LIST_STORE_KEYS.list}
            actions={<ClientListActions />}
            exporter={exportClients}
            pagination={<ClientPagination />}
            empty={false}
          >
            <ClientListControls />
            <ClientCards />
          </List>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} sx={{ mt: { lg: 2 } }}>
          <ArchivedClients />
        </Grid>
      </Grid>
    </>
  );
}
