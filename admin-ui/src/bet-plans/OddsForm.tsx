import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
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

/**
 * Three required odds per site the customer lacks, labelled 1, x and 2; comma decimals welcome.
 * A site can be left out of this bet (the customer cannot open it yet, say): its odds are then not asked for.
 */
export function OddsForm({ sites, busy, serverErrors, onSubmit }: OddsFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [noneChosen, setNoneChosen] = useState(false);
  const included = sites.filter(({ name }) => !left.has(name));
  const rows = (): OddsRow[] =>
    included.map(({ name }) => ({
      site: name,
      home: values[fieldKey(name, 'home')] ?? '',
      draw: values[fieldKey(name, 'draw')] ?? '',
      away: values[fieldKey(name, 'away')] ?? '',
    }));
  const toggle = (name: string, include: boolean) => {
    const next = new Set(left);
    if (include) next.delete(name);
    else next.add(name);
    setLeft(next);
    setNoneChosen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoneChosen(included.length === 0);
    if (included.length === 0) return;
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
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="caption" color="text.secondary">
                {translate('arbi.bet.stake', { stake: site.stake })}
              </Typography>
              <FormControlLabel
                label={translate('arbi.bet.include')}
                labelPlacement="start"
                control={
                  <Checkbox
                    size="small"
                    checked={!left.has(site.name)}
                    onChange={(event) => toggle(site.name, event.target.checked)}
                  />
                }
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              {ODDS_FIELDS.map(({ field, label }) => {
                const key = fieldKey(site.name, field as OddsField);
                const skipped = left.has(site.name);
                const problem = skipped ? undefined : shown[key];
                return (
                  <TextField
                    key={field}
                    label={label}
                    size="small"
                    required={!skipped}
                    disabled={skipped}
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
      {noneChosen && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate('arbi.bet.none_included')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 2 }}>
        {translate('arbi.bet.submit')}
      </Button>
    </Box>
  );
}
