import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import type { Client, TaskLinkCreated } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { useSettings } from '../settings/useSettings';
import { formatDateTime } from './format';
import { refreshCustomers } from './refreshCustomers';

/** The text an SMS carries: the customer's first name, who sends it, the link. */
const smsText = (client: Client, sender: string, url: string) =>
  `Hej ${client.name.trim().split(/\s+/)[0]}. Her er dine opgaver fra ${sender}: ${url}`;

/**
 * 'Mine opgaver' on the customer page: whether the link was made, opened and last seen; a new link
 * (shown once, to copy, text or mail), and revoking it.
 */
export function TaskLinkPanel({ client }: { client: Client }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const [dialog, setDialog] = useState(false);
  const [made, setMade] = useState<TaskLinkCreated>();
  const [revoking, setRevoking] = useState(false);
  const refresh = () => refreshCustomers(queryClient);
  const create = useMutation({
    mutationFn: (email: boolean) => dataProvider.createTaskLink(client.id, email),
    onSuccess: (link) => {
      setMade(link);
      void refresh();
    },
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeTaskLink(client.id),
    onSuccess: () => notify('arbi.tasks.revoked', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => {
      setRevoking(false);
      void refresh();
    },
  });
  if (client.archivedAt) return null;
  const link = client.taskLink;
  const emailAvailable = settings?.notifications.emailAvailable ?? false;
  const sender = settings?.displayName || translate('arbi.tasks.unnamed');
  const close = () => {
    setDialog(false);
    setMade(undefined);
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('arbi.tasks.copied', { type: 'success' });
    } catch {
      notify('arbi.tasks.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Panel title={translate('arbi.tasks.title')}>
      {link ? (
        <Typography variant="body2" data-testid="task-link-state">
          {translate('arbi.tasks.made', { date: formatDateTime(link.createdAt) })}
          {' · '}
          {link.openedAt
            ? translate('arbi.tasks.opened', { date: formatDateTime(link.openedAt) })
            : translate('arbi.tasks.not_opened')}
          {link.lastSeenAt &&
            ` · ${translate('arbi.tasks.last_seen', { date: formatDateTime(link.lastSeenAt) })}`}
          {' · '}
          {translate('arbi.tasks.expires', { date: formatDateTime(link.expiresAt) })}
        </Typography>
      ) : (
        <Typography variant="body2" data-testid="task-link-state">
          {translate('arbi.tasks.none')}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={() => setDialog(true)}>
          {translate(link ? 'arbi.tasks.new_link' : 'arbi.tasks.make_link')}
        </Button>
        {link && (
          <Button color="error" onClick={() => setRevoking(true)}>
            {translate('arbi.tasks.revoke')}
          </Button>
        )}
      </Stack>
      <Dialog open={dialog} onClose={close} fullWidth aria-labelledby="task-link-title">
        <DialogTitle id="task-link-title">{translate('arbi.tasks.title')}</DialogTitle>
        <DialogContent>
          {!made ? (
            <Stack spacing={2}>
              <Typography>{translate('arbi.tasks.explain')}</Typography>
              {link && <Alert severity="warning">{translate('arbi.tasks.replaces')}</Alert>}
              {!emailAvailable && <Alert severity="info">{translate('arbi.tasks.no_email')}</Alert>}
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Alert severity="info">{translate('arbi.tasks.shown_once')}</Alert>
              <TextField
                label={translate('arbi.tasks.link')}
                value={made.url}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
              />
              {made.emailed && (
                <Alert severity="success">
                  {translate('arbi.tasks.emailed', { email: client.email })}
                </Alert>
              )}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" onClick={() => void copy(made.url)}>
                  {translate('arbi.tasks.copy')}
                </Button>
                <Button
                  variant="outlined"
                  href={`sms:${client.phone.replace(/\s/g, '')}?body=${encodeURIComponent(smsText(client, sender, made.url))}`}
                >
                  {translate('arbi.tasks.sms')}
                </Button>
              </Stack>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {!made && (
            <>
              <Button
                variant="contained"
                disabled={create.isPending}
                onClick={() => create.mutate(false)}
              >
                {translate('arbi.tasks.make')}
              </Button>
              <Button
                variant="outlined"
                disabled={create.isPending || !emailAvailable}
                onClick={() => create.mutate(true)}
              >
                {translate('arbi.tasks.email')}
              </Button>
            </>
          )}
          <Button onClick={close}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={revoking}
        loading={revoke.isPending}
        title={translate('arbi.tasks.revoke')}
        content={translate('arbi.tasks.revoke_confirm')}
        onConfirm={() => revoke.mutate()}
        onClose={() => setRevoking(false)}
      />
    </Panel>
  );
}
