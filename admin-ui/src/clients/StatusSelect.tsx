import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { CLIENT_STATUSES, type ClientStatus } from '../providers/types';

interface StatusSelectProps {
  value: ClientStatus;
  onChange: (status: ClientStatus) => void;
  disabled?: boolean;
}

/** The six statuses by their Danish names. */
export function StatusSelect({ value, onChange, disabled }: StatusSelectProps) {
  const translate = useTranslate();
  const labelId = useId();
  const label = translate('resources.clients.fields.status');
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as ClientStatus)}
      >
        {CLIENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`arbi.status.${status}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
