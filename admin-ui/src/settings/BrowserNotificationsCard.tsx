import { Alert, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  browserNotificationsOn,
  browserNotificationsSupported,
  setBrowserNotifications,
} from './browserNotifications';

/** The opt-in for system notifications of new leads while the tab is in the background. */
export function BrowserNotificationsCard() {
  const translate = useTranslate();
  const [on, setOn] = useState(browserNotificationsOn);
  const [denied, setDenied] = useState(
    () => browserNotificationsSupported() && Notification.permission === 'denied',
  );
  const supported = browserNotificationsSupported();
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {translate('arbi.live.browser_title')}
        </Typography>
        {supported ? (
          <FormControlLabel
            control={
              <Switch
                checked={on}
                onChange={async (_event, wanted) => {
                  const now = await setBrowserNotifications(wanted);
                  setOn(now);
                  setDenied(wanted && !now && Notification.permission === 'denied');
                }}
              />
            }
            label={translate('arbi.live.browser')}
          />
        ) : (
          <Alert severity="info">{translate('arbi.live.browser_unsupported')}</Alert>
        )}
        {denied && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('arbi.live.browser_denied')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
