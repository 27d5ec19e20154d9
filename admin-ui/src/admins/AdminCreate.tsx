import { Create, SimpleForm } from 'react-admin';
import { AdminInputs } from './AdminInputs';

export function AdminCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <AdminInputs />
      </SimpleForm>
    </Create>
  );
}
