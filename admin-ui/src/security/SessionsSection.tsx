import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { securityClient } from '../providers/securityClient';
import { formatWhen, SECURITY_TEXT as T } from './strings';

/** 'Dine sessioner': each signed-in device, with 'Log ud' for the others. */
export function SessionsSection() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['auth/sessions'], queryFn: securityClient.sessions });
  const end = useMutation({
    mutationFn: securityClient.endSession,
    onSuccess: () => notify(T.signedOut, { type: 'success' }),
    onError: (error) => notify(error.message || T.error, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['auth/sessions'] }),
  });
  return (
    <section aria-labelledby="sessions-title">
      <Typography id="sessions-title" variant="h6" component="h2">
        {T.sessions}
      </Typography>
      <Typography variant="body2">{T.sessionsHelp}</Typography>
      {sessions.isPending && <Typography aria-busy="true">{T.loading}</Typography>}
      {sessions.isError && <Typography role="alert">{T.error}</Typography>}
      <List aria-label={T.sessions}>
        {sessions.data?.map((session) => (
          <ListItem
            key={session.id}
            divider
            secondaryAction={
              session.current ? (
                <Typography variant="body2">{T.thisDevice}</Typography>
              ) : (
                <Button
                  onClick={() => end.mutate(session.id)}
                  disabled={end.isPending}
                  aria-label={`${T.signOut}: ${session.browser}`}
                >
                  {T.signOut}
                </Button>
              )
            }
          >
            <ListItemText
              primary={session.browser}
              secondary={`${T.signedIn} ${formatWhen(session.createdAt)} · ${T.lastUsed} ${formatWhen(session.lastSeenAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
