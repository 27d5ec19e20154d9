import {
  email,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';

/** Email, password and role of a new admin; the server also refuses common passwords. */
export function AdminInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
      <PasswordInput
        source="password"
        validate={[required(), minLength(12), maxLength(128)]}
        helperText={translate('arbi.admins.password_help')}
        autoComplete="new-password"
      />
      <SelectInput
        source="role"
        defaultValue="admin"
        validate={required()}
        choices={[
          { id: 'admin', name: translate('arbi.admins.role.admin') },
          { id: 'superadmin', name: translate('arbi.admins.role.superadmin') },
        ]}
      />
    </>
  );
}
