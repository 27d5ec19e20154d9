import { Card, CardContent, Typography } from '@mui/material';
import { Title, useRedirect, useTranslate } from 'react-admin';
import { AdminCreateForm } from './AdminCreateForm';

export function AdminCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('arbi.admins.create_title')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('arbi.admins.create_title')}
        </Typography>
        <AdminCreateForm onCreated={() => redirect('list', 'admins')} />
      </CardContent>
    </Card>
  );
}
