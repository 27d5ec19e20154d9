import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** The list's 'Opfølgning i dag' filter: only `due: true` means anything, off drops the filter. */
export function DueTodayInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={
        <Switch
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked ? true : undefined)}
        />
      }
      label={translate(`resources.clients.fields.${source}`)}
    />
  );
}
