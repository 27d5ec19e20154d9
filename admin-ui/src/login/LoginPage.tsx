import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useCheckAuth, useLogin, useRedirect, useTranslate } from 'react-admin';

/** The login page; a visitor who is already signed in goes straight on to the dashboard. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const redirect = useRedirect();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    checkAuth({}, false)
      .then(() => redirect(() => '/'))
      .catch(() => undefined);
  }, [checkAuth, redirect]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await login({ email: String(form.get('email')), password: String(form.get('password')) });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(message.startsWith('arbi.') ? translate(message) : translate('arbi.error'));
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent
          component="form"
          onSubmit={submit}
          noValidate={false}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Link href="/">{translate('arbi.login.back')}</Link>
          <Typography variant="h5" component="h1">
            {translate('arbi.login.title')}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            name="email"
            type="email"
            label={translate('arbi.login.email')}
            autoComplete="username"
            required
            autoFocus
          />
          <TextField
            name="password"
            type="password"
            label={translate('arbi.login.password')}
            autoComplete="current-password"
            required
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} /> : undefined}
          >
            {translate('arbi.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
