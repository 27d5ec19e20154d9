import { Alert, Box, Button, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import { SITE_STATES, type SiteProgress, type SiteState } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { useSiteProgress } from './useClientWork';
import {
  amountInvalid,
  progressChanges,
  type SiteEdit,
  type SiteEdits,
  shownRow,
} from './siteProgressDraft';
import { useQueryClient } from '@tanstack/react-query';

/** Unsaved work: an orange dark enough to read as small text on white (WCAG AA). */
const UNSAVED = '#a84300';

interface SiteRowProps {
  row: SiteProgress;
  edit: SiteEdit | undefined;
  changed: boolean;
  readOnly: boolean;
  onEdit: (edit: SiteEdit) => void;
}

/** One site: how far the customer is, and the money in and out; marked while not saved. */
function SiteRow({ row, edit, changed, readOnly, onEdit }: SiteRowProps) {
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

/**
 * Every site on the admin's list, in its order, with the customer's profit under them. Changes
 * are typed on any rows and saved together with one 'Gem'; the line above it says what is unsaved.
 */
export function SiteProgressPanel({
  clientId,
  profit,
  readOnly,
}: {
  clientId: string;
  profit: number;
  readOnly: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const rows = useSiteProgress(clientId);
  const [edits, setEdits] = useState<SiteEdits>({});
  const [saving, setSaving] = useState(false);
  const { changes, invalid } = progressChanges(rows.data ?? [], edits);
  const changedSites = new Set([...changes.map((c) => c.site), ...invalid]);

  const save = async () => {
    setSaving(true);
    const failed: string[] = [];
    let message = '';
    // One site after another, in the list's order, so the timeline reads as they were typed.
    for (const { site, change } of changes) {
      try {
        await dataProvider.setSiteProgress(clientId, site, change);
      } catch (error) {
        failed.push(site);
        message ||= error instanceof Error ? error.message : '';
      }
    }
    // What was saved is no longer a draft; what failed stays on the page to try again.
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([site]) => failed.includes(site))),
    );
    setSaving(false);
    const saved = changes.length - failed.length;
    if (saved)
      notify('arbi.progress.saved', { type: 'success', messageArgs: { smart_count: saved } });
    if (failed.length)
      notify('arbi.progress.failed', {
        type: 'error',
        messageArgs: { sites: failed.join(', '), message: message || translate('arbi.error') },
      });
    await queryClient.invalidateQueries({ queryKey: ['clients'] });
  };

  const status = saving
    ? translate('arbi.progress.saving')
    : invalid.length
      ? translate('arbi.progress.fix_amounts', { sites: invalid.join(', ') })
      : changes.length
        ? translate('arbi.progress.unsaved', { smart_count: changes.length })
        : translate('arbi.progress.all_saved');

  return (
    <Panel title={translate('arbi.progress.title')}>
      {rows.isPending && <Skeleton variant="rectangular" height={120} />}
      {rows.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      <Box
        component="form"
        aria-label={translate('arbi.progress.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid.length && changes.length) void save();
        }}
      >
        {rows.data?.map((row) => (
          <SiteRow
            key={row.site}
            row={row}
            edit={edits[row.site]}
            changed={changedSites.has(row.site)}
            readOnly={readOnly}
            onEdit={(edit) => setEdits((current) => ({ ...current, [row.site]: edit }))}
          />
        ))}
        {rows.data && !readOnly && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              mt: 2,
              // Saving stays in reach under a long list of sites.
              position: 'sticky',
              bottom: 0,
              py: 1,
              bgcolor: 'background.paper',
              zIndex: 1,
            }}
          >
            <Button
              type="submit"
              variant="contained"
              disabled={saving || !changes.length || !!invalid.length}
            >
              {translate('arbi.progress.save')}
            </Button>
            <Typography
              role="status"
              data-testid="progress-status"
              sx={{
                color: invalid.length ? 'error.main' : changes.length ? UNSAVED : 'text.secondary',
              }}
            >
              {status}
            </Typography>
            {!!changedSites.size && !saving && (
              <Button onClick={() => setEdits({})}>{translate('arbi.progress.discard')}</Button>
            )}
          </Box>
        )}
      </Box>
      <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="client-profit">
        {translate('arbi.customer.profit', { amount: profit.toLocaleString('da-DK') })}
      </Typography>
    </Panel>
  );
}
