import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SITE_STATES, type SiteProgress, type SiteState } from '../providers/types';
import { amountInvalid, type SiteEdit, shownRow } from './siteProgressDraft';

/** Unsaved work: an orange dark enough to read as small text on white (WCAG AA). */
export const UNSAVED = '#a84300';

interface SiteRowProps {
  row: SiteProgress;
  edit: SiteEdit | undefined;
  changed: boolean;
  readOnly: boolean;
  onEdit: (edit: SiteEdit) => void;
}

/** One site: how far the customer is, and the money in and out; marked while not saved. */
export function SiteRow({ row, edit, changed, readOnly, onEdit }: SiteRowProps) {
  const translate = useTranslate();
  const shown = shownRow(row, edit);
  const wrong = amountInvalid(row, edit);
  const had = row.state === 'had';
  const invalid = translate('arbi.progress.amount_invalid');
  const amountField = (field: 'deposit' | 'withdrawn') => (
    <TextField
      size="small"
      variant="outlined"
      label={translate(`arbi.progress.${field}`)}
      value={shown[field]}
      disabled={readOnly}
      onChange={(event) => onEdit({ ...edit, [field]: event.target.value })}
      error={wrong[field]}
      helperText={wrong[field] ? invalid : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={row.site}
      data-testid="site-progress"
      data-changed={changed || undefined}
      sx={{
        display: 'grid',
        // A phone: the site's name above its three fields; wider: one line per site, aligned.
        gridTemplateColumns: {
          xs: '1fr 1fr',
          sm: 'minmax(72px, 1fr) minmax(120px, 1.4fr) minmax(84px, 1fr) minmax(84px, 1fr)',
        },
        gap: 1,
        alignItems: 'start',
        py: 1.25,
        pl: 1,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: changed ? 'warning.main' : 'transparent',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, alignSelf: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
          {row.site}
        </Typography>
        {changed && (
          <Typography variant="caption" sx={{ color: UNSAVED }}>
            {translate('arbi.progress.not_saved')}
          </Typography>
        )}
      </Box>
      <TextField
        select
        size="small"
        variant="outlined"
        label={translate('arbi.progress.state')}
        value={shown.state}
        disabled={readOnly || had}
        onChange={(event) => onEdit({ ...edit, state: event.target.value as SiteState })}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {SITE_STATES.filter((option) => option !== 'had' || had).map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`arbi.progress.states.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {amountField('deposit')}
      {amountField('withdrawn')}
    </Box>
  );
}
