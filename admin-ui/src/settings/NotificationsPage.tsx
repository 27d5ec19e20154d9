import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { copyToClipboard } from '../layout/clipboard';
import { BrowserNotificationsCard } from './BrowserNotificationsCard';
import type { Settings } from '../providers/types';
import { DeliveriesList } from './DeliveriesList';
import { useSaveSettings, useSettings } from './useSettings';
import { useMakeWebhookSecret, useSendTestNotification } from './useNotifications';

/**
 * 'Besked om nye kunder': email switch, the morning email's switch, webhook address and secret,
 * 'Send test', latest deliveries.
 */
export function NotificationsPage() {
  const translate = useTranslate();
  const { data: settings, isPending, error } = useSettings();
  if (isPending) return <Loading />;
  if (error || !settings)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('arbi.error_lower')}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('arbi.menu.notifications')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('arbi.notifications.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('arbi.notifications.intro')}</Typography>
      <Stack spacing={2}>
        <NotificationSettingsCard notifications={settings.notifications} />
        <BrowserNotificationsCard />
        <DeliveriesList />
      </Stack>
    </Box>
  );
}

function NotificationSettingsCard({ notifications }: { notifications: Settings['notifications'] }) {
  const translate = useTranslate();
  const { save, isPending: saving } = useSaveSettings();
  const [url, setUrl] = useState(notifications.webhookUrl ?? '');
  const makeSecret = useMakeWebhookSecret();
  const sendTest = useSendTestNotification();
  const [savedSecret, setSavedSecret] = useState<string>();
  const [confirmingNewSecret, setConfirmingNewSecret] = useState(false);
  const secret = makeSecret.data?.secret ?? savedSecret;
  const askForNewSecret = () => {
    if (notifications.webhookSecretSet) setConfirmingNewSecret(true);
    else makeSecret.mutate();
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          {notifications.emailAvailable ? (
            <Stack spacing={1}>
              <FormControlLabel
                control={
                  <Switch
                    checked={notifications.email}
                    disabled={saving}
                    onChange={(_event, email) =>
                      save({ notifications: { email } }, 'arbi.notifications.saved')
                    }
                  />
                }
                label={translate('arbi.notifications.email')}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={notifications.followUpEmail}
                    disabled={saving}
                    onChange={(_event, followUpEmail) =>
                      save({ notifications: { followUpEmail } }, 'arbi.notifications.saved')
                    }
                    // Given whole, the input's props replace MUI's own: its role is kept here.
                    slotProps={{ input: { role: 'switch', 'aria-describedby': 'follow-up-help' } }}
                  />
                }
                label={translate('arbi.notifications.follow_up_email', {
                  time: `${String(notifications.followUpHour).padStart(2, '0')}:00`,
                })}
              />
              <Typography id="follow-up-help" variant="body2" color="text.secondary">
                {translate('arbi.notifications.follow_up_help')}
              </Typography>
            </Stack>
          ) : (
            <Alert severity="info">{translate('arbi.notifications.email_unavailable')}</Alert>
          )}
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              save(
                { notifications: { webhookUrl: url.trim() || null } },
                'arbi.notifications.saved',
                (saved) => {
                  const made = saved.notifications.newWebhookSecret;
                  if (made) {
                    makeSecret.reset();
                    setSavedSecret(made);
                  }
                },
              );
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              label={translate('arbi.notifications.webhook_url')}
              helperText={translate('arbi.notifications.webhook_help')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              type="url"
              sx={{ flex: '1 1 320px' }}
            />
            <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1 }}>
              {translate('arbi.notifications.save')}
            </Button>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h2">
              {translate('arbi.notifications.secret')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(
                notifications.webhookSecretSet || secret
                  ? 'arbi.notifications.secret_set'
                  : 'arbi.notifications.secret_missing',
              )}
            </Typography>
            {secret && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('arbi.notifications.secret_once')}
                <Box
                  component="code"
                  data-testid="webhook-secret"
                  sx={{ display: 'block', mt: 1, wordBreak: 'break-all', userSelect: 'all' }}
                >
                  {secret}
                </Box>
                <CopySecretButton secret={secret} />
              </Alert>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={askForNewSecret} disabled={makeSecret.isPending}>
                {translate('arbi.notifications.make_secret')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => sendTest.mutate()}
                disabled={sendTest.isPending}
              >
                {translate('arbi.notifications.send_test')}
              </Button>
            </Stack>
            <Confirm
              isOpen={confirmingNewSecret}
              title={translate('arbi.notifications.new_secret_title')}
              content={translate('arbi.notifications.new_secret_content')}
              confirm={translate('arbi.notifications.make_secret')}
              onConfirm={() => {
                setConfirmingNewSecret(false);
                setSavedSecret(undefined);
                makeSecret.mutate();
              }}
              onClose={() => setConfirmingNewSecret(false)}
            />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CopySecretButton({ secret }: { secret: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    const result = await copyToClipboard(secret);
    if (result === 'copied') notify('arbi.notifications.secret_copied', { type: 'success' });
    else
      notify(result === 'unavailable' ? 'arbi.link.no_clipboard' : 'arbi.link.copy_failed', {
        type: 'error',
      });
  };
  return (
    <Button size="small" variant="outlined" onClick={copy} sx={{ mt: 1 }}>
      {translate('arbi.notifications.copy_secret')}
    </Button>
  );
}
