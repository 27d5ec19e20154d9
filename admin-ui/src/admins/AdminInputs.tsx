import {
  email,
  maxLength,
  minLength,
  PasswordInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';

/** Email and password of a new admin; the server also refuses common passwords. */
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
    </>
  );
}
