import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Settings } from '../providers/types';
import { useSaveSettings } from './useSettings';

/** The name and phone the recruiter's customers see on their page and in the privacy notice. */
export function ContactForm({ settings }: { settings: Settings }) {
  const translate = useTranslate();
  const { save, isPending } = useSaveSettings();
  const [displayName, setDisplayName] = useState(settings.displayName ?? '');
  const [phone, setPhone] = useState(settings.phone ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(
      { displayName: displayName.trim() || null, phone: phone.trim() || null },
      'arbi.contact.saved',
    );
  };
  return (
    <Card component="section" aria-labelledby="contact-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="contact-title" variant="h6" component="h2">
          {translate('arbi.contact.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('arbi.contact.help')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 480 }}>
          <TextField
            label={translate('arbi.contact.name')}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <TextField
            label={translate('arbi.contact.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            type="tel"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={isPending}
            sx={{ alignSelf: 'start' }}
          >
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
