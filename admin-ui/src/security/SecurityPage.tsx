import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { SECURITY_TEXT } from './strings';
import { TwoFactorSection } from './TwoFactorSection';

/** 'Sikkerhed': two-factor, passkeys and 'Dine sessioner', one column on a phone. */
export function SecurityPage() {
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={SECURITY_TEXT.title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {SECURITY_TEXT.title}
        </Typography>
        <Stack spacing={4}>
          <TwoFactorSection />
          <PasskeysSection />
          <SessionsSection />
        </Stack>
      </CardContent>
    </Card>
  );
}
