import { Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { TwoFactorSetup } from '../login/TwoFactorSetup';
import { securityClient } from '../providers/securityClient';
import { SECURITY_TEXT as T } from './strings';

const KEY = ['auth/totp'];

/** Two-factor: its state, turning it on (QR, code, recovery codes) or off; the owner's policy. */
export function TwoFactorSection() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const state = useQuery({ queryKey: KEY, queryFn: securityClient.twoFactor });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const turnOff = useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) =>
      securityClient.turnOffTwoFactor(password, code),
    onSuccess: () => notify(T.turnedOff, { type: 'success' }),
    onError: (error) => notify(error.message || T.error, { type: 'error' }),
    onSettled: refresh,
  });
  const off = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    turnOff.mutate({ password: String(form.get('password')), code: String(form.get('code')) });
  };
  return (
    <section aria-labelledby="two-factor-title">
      <Typography id="two-factor-title" variant="h6" component="h2">
        {T.twoFactor}
      </Typography>
      {state.isPending && <Typography aria-busy="true">{T.loading}</Typography>}
      {state.data?.enabled && (
        <>
          <Typography>{T.twoFactorOn}</Typography>
          <Typography variant="body2">{T.codesLeft(state.data.recoveryCodesLeft)}</Typography>
          {!state.data.required && (
            <Box
              component="form"
              onSubmit={off}
              sx={{ display: 'grid', gap: 1, mt: 1, maxWidth: 360 }}
            >
              <TextField name="password" type="password" label={T.password} required size="small" />
              <TextField
                name="code"
                label={T.code}
                required
                size="small"
                autoComplete="one-time-code"
              />
              <Button type="submit" variant="outlined" loading={turnOff.isPending}>
                {T.turnOff}
              </Button>
            </Box>
          )}
        </>
      )}
      {state.data && !state.data.enabled && !settingUp && (
        <>
          <Typography>{T.twoFactorOff}</Typography>
          <Button variant="contained" sx={{ mt: 1 }} onClick={() => setSettingUp(true)}>
            {T.turnOn}
          </Button>
        </>
      )}
      {settingUp && (
        <Box sx={{ maxWidth: 380 }}>
          <TwoFactorSetup
            onDone={() => {
              setSettingUp(false);
              void refresh();
            }}
          />
        </Box>
      )}
      <OwnerPolicy enabled={state.data?.enabled ?? false} />
    </section>
  );
}

/** The owner's 'require for everyone' (the server refuses it until the owner has it on). */
function OwnerPolicy({ enabled }: { enabled: boolean }) {
  const { permissions } = usePermissions();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const owner = permissions === 'superadmin';
  const policy = useQuery({
    queryKey: ['bureau/policy'],
    queryFn: securityClient.policy,
    enabled: owner,
  });
  const set = useMutation({
    mutationFn: securityClient.setPolicy,
    onError: (error) => notify(error.message || T.error, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bureau/policy'] }),
  });
  if (!owner) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {T.owner}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={policy.data?.requireTwoFactor ?? false}
            disabled={!policy.data || set.isPending || (!enabled && !policy.data.requireTwoFactor)}
            onChange={(event) => set.mutate(event.target.checked)}
          />
        }
        label={T.requireTwoFactor}
      />
      <Typography variant="body2">{T.requireHelp}</Typography>
    </Box>
  );
}
