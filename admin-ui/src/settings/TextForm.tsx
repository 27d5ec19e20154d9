import { Box, Button, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PageText } from '../providers/types';

interface TextFormProps {
  value: PageText;
  onChange: (value: PageText) => void;
  onSubmit: () => void;
  saving: boolean;
}

export function TextForm({ value, onChange, onSubmit, saving }: TextFormProps) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={translate('arbi.texts.field_title')}
        value={value.title}
        onChange={(event) => onChange({ ...value, title: event.target.value })}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={translate('arbi.texts.field_text')}
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={saving || !value.title.trim()}>
          {translate('arbi.texts.submit')}
        </Button>
      </Box>
    </Box>
  );
}
