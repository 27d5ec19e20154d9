import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { securityClient } from '../providers/securityClient';
import { formatWhen, SECURITY_TEXT as T } from './strings';

/** Passkeys: add one on this device (the browser asks), see and remove them. */
export function PasskeysSection() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [name, setName] = useState(T.passkeyDefault);
  const passkeys = useQuery({ queryKey: ['auth/passkeys'], queryFn: securityClient.passkeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['auth/passkeys'] });
  const add = useMutation({
    mutationFn: () => securityClient.addPasskey(name),
    onSuccess: () => notify(T.passkeyAdded, { type: 'success' }),
    onError: () => notify(T.passkeyFailed, { type: 'error' }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: securityClient.removePasskey,
    onError: (error) => notify(error.message || T.error, { type: 'error' }),
    onSettled: refresh,
  });
  return (
    <section aria-labelledby="passkeys-title">
      <Typography id="passkeys-title" variant="h6" component="h2">
        {T.passkeys}
      </Typography>
      <Typography variant="body2">{T.passkeysHelp}</Typography>
      {passkeys.isPending && <Typography aria-busy="true">{T.loading}</Typography>}
      {passkeys.data?.length === 0 && <Typography>{T.noPasskeys}</Typography>}
      <List aria-label={T.passkeys}>
        {passkeys.data?.map((passkey) => (
          <ListItem
            key={passkey.id}
            divider
            secondaryAction={
              <Button
                onClick={() => remove.mutate(passkey.id)}
                disabled={remove.isPending}
                aria-label={`${T.remove}: ${passkey.name}`}
              >
                {T.remove}
              </Button>
            }
          >
            <ListItemText
              primary={passkey.name}
              secondary={`${T.created} ${formatWhen(passkey.createdAt)} · ${T.lastUsed} ${passkey.lastUsedAt ? formatWhen(passkey.lastUsedAt) : T.never}`}
            />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={T.passkeyName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button variant="contained" onClick={() => add.mutate()} loading={add.isPending}>
          {T.addPasskey}
        </Button>
      </Box>
    </section>
  );
}
