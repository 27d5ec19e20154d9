import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Client } from '../providers/types';
import { fromLocalInput, toLocalInput } from './format';
import { useUpdateClient } from './useUpdateClient';

/** When to call back: a date and a time in the recruiter's own time zone. */
export function NextContactForm({ client, readOnly }: { client: Client; readOnly: boolean }) {
  const translate = useTranslate();
  const { change, isPending } = useUpdateClient();
  const [value, setValue] = useState(toLocalInput(client.nextContactAt));
  const save = (next: string) =>
    change(client, { nextContactAt: fromLocalInput(next) }, 'arbi.customer.next_contact_saved');
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save(value);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        type="datetime-local"
        size="small"
        variant="outlined"
        label={translate('arbi.customer.next_contact')}
        helperText={translate('arbi.customer.next_contact_help')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={readOnly}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      />
      <Button type="submit" variant="contained" disabled={readOnly || isPending}>
        {translate('arbi.customer.next_contact_save')}
      </Button>
      {client.nextContactAt && (
        <Button
          disabled={readOnly || isPending}
          onClick={() => {
            setValue('');
            save('');
          }}
        >
          {translate('arbi.customer.next_contact_clear')}
        </Button>
      )}
    </Box>
  );
}
