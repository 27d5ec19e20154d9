// The peer of `npm run bench:panel`: react-admin as its docs start it, one list of the same
// customers from the same API (ra-data-simple-rest, the session cookie), and react-admin's guessed
// edit page. No sign-in page, no layout of our own, no dashboard.
import simpleRestProvider from 'ra-data-simple-rest';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  DateField,
  EditGuesser,
  fetchUtils,
  List,
  Resource,
  TextField,
} from 'react-admin';

const dataProvider = simpleRestProvider('/api', (url, options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' }),
);

function ClientList() {
  return (
    <List filter={{ archived: false }} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="phone" />
        <TextField source="email" />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="clients" list={ClientList} edit={EditGuesser} />
    </Admin>
  </StrictMode>,
);
