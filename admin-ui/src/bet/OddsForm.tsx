import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OddsRow, Site } from '../providers/types';
import { type FieldErrors, fieldKey, ODDS_FIELDS, type OddsField, validateOdds } from './odds';

interface OddsFormProps {
  sites: Required<Site>[];
  busy: boolean;
  serverErrors: FieldErrors;
  onSubmit: (rows: OddsRow[]) => void;
}

/** Three required odds per site the customer lacks, labelled 1, x and 2; comma decimals welcome. */
export function OddsForm({ sites, busy, serverErrors, onSubmit }: OddsFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const rows = (): OddsRow[] =>
    sites.map(({ name }) => ({
      site: name,
      home: values[fieldKey(name, 'home')] ?? '',
      draw: values[fieldKey(name, 'draw')] ?? '',
      away: values[fieldKey(name, 'away')] ?? '',
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateOdds(rows());
    setErrors(problems);
    if (Object.keys(problems).length === 0)
      onSubmit(
        rows().map((row) => ({
          ...row,
          home: row.home.trim(),
          draw: row.draw.trim(),
          away: row.away.trim(),
        })),
      );
  };
  const shown = { ...serverErrors, ...errors };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
        }}
      >
        {sites.map((site) => (
          <Paper key={site.name} variant="outlined" component="fieldset" sx={{ m: 0, p: 2 }}>
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 'bold' }}>
              {site.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('arbi.bet.stake', { stake: site.stake })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              {ODDS_FIELDS.map(({ field, label }) => {
                const key = fieldKey(site.name, field as OddsField);
                const problem = shown[key];
                return (
                  <TextField
                    key={field}
                    label={label}
                    size="small"
                    required
                    value={values[key] ?? ''}
                    onChange={(event) => {
                      setValues({ ...values, [key]: event.target.value });
                      if (errors[key]) setErrors({ ...errors, [key]: '' });
                    }}
                    error={!!problem}
                    helperText={problem ? translate(problem, { _: problem }) : ' '}
                    slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                  />
                );
              })}
            </Box>
          </Paper>
        ))}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
        {translate('arbi.bet.submit')}
      </Button>
    </Box>
  );
}
