import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { todayInCopenhagen } from '../../../rules/age';
import type { Client } from '../providers/types';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  contactChanges,
  contactErrors,
  contactValues,
  serverFieldErrors,
} from './contactCorrection';
import { refreshCustomers } from './refreshCustomers';

const INPUT: Record<ContactField, { type: string; inputMode?: 'email' | 'tel' }> = {
  name: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  birthDate: { type: 'date' },
};

/**
 * 'Ret kontaktoplysninger': the customer's name, email, phone and birth date, corrected with the
 * signup's rules. Each field says what is wrong under it, the server's answer included.
 */
export function ContactCorrectionForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [values, setValues] = useState(() => contactValues(client));
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string>();
  const errors = { ...contactErrors(values, todayInCopenhagen()), ...serverErrors };
  const changes = contactChanges(client, values);

  const save = useMutation({
    mutationFn: () =>
      dataProvider.update<Client>('clients', {
        id: client.id,
        data: changes,
        previousData: client,
      }),
    onSuccess: () => {
      notify('arbi.correction.saved', { type: 'success' });
      onDone();
      return refreshCustomers(queryClient);
    },
    onError: (error) => {
      const fields = error instanceof HttpError ? serverFieldErrors(error.body) : {};
      setServerErrors(fields);
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])));
      setFormError(
        Object.keys(fields).length ? undefined : error.message || translate('arbi.error'),
      );
    },
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="correction-title"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])));
        if (Object.keys(errors).length || !Object.keys(changes).length) return;
        setFormError(undefined);
        save.mutate();
      }}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="correction-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('arbi.correction.title')}
      </Typography>
      <Stack spacing={2}>
        {CONTACT_FIELDS.map((field) => {
          const shown = touched[field] ? errors[field] : undefined;
          return (
            <TextField
              key={field}
              name={field}
              label={translate(`resources.clients.fields.${field}`)}
              type={INPUT[field].type}
              value={values[field]}
              required={field !== 'birthDate'}
              autoComplete="off"
              error={!!shown}
              helperText={shown}
              onChange={(event) => {
                setValues({ ...values, [field]: event.target.value });
                const { [field]: _answered, ...others } = serverErrors;
                setServerErrors(others);
              }}
              onBlur={() => setTouched({ ...touched, [field]: true })}
              slotProps={{
                inputLabel: field === 'birthDate' ? { shrink: true } : undefined,
                htmlInput: { inputMode: INPUT[field].inputMode },
              }}
            />
          );
        })}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !Object.keys(changes).length}
          >
            {translate('arbi.correction.save')}
          </Button>
          <Button onClick={onDone}>{translate('arbi.correction.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
