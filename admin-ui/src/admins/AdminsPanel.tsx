import { Alert, Box, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import type { AdminRecord } from '../providers/types';
import { AdminCreateForm } from './AdminCreateForm';

/** (f) Super-admin: every admin (email, uid) and a form to create one. */
export function AdminsPanel() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<AdminRecord>('admins', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Panel title={translate('arbi.admins.title')}>
      {isPending && <Skeleton variant="rectangular" height={80} />}
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('arbi.admins.none')}</Alert>}
      {!!data?.length && (
        <List
          dense
          aria-label={translate('arbi.admins.title')}
          sx={{ maxHeight: 320, overflow: 'auto' }}
        >
          {data.map((admin) => (
            <ListItem key={admin.id} disableGutters divider>
              <ListItemText primary={admin.email} secondary={`uid: ${admin.id}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle1" component="h3">
          {translate('arbi.admins.create_title')}
        </Typography>
        <AdminCreateForm />
      </Box>
    </Panel>
  );
}
