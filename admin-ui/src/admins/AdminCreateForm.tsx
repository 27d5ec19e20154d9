import { useState } from 'react';
import { CreateBase, SimpleForm, useNotify } from 'react-admin';
import { InlineToolbar } from '../common/InlineToolbar';
import { AdminInputs } from './AdminInputs';

/** The one form that creates an admin: on the create page and in the dashboard's admins panel. */
export function AdminCreateForm({ onCreated }: { onCreated?: () => void }) {
  const notify = useNotify();
  // A new key empties the form after each admin created.
  const [formKey, setFormKey] = useState(0);
  return (
    <CreateBase
      key={formKey}
      resource="admins"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('arbi.admins.created', { type: 'success' });
          setFormKey((key) => key + 1);
          onCreated?.();
        },
      }}
    >
      <SimpleForm sx={{ px: 0 }} toolbar={<InlineToolbar />}>
        <AdminInputs />
      </SimpleForm>
    </CreateBase>
  );
}
