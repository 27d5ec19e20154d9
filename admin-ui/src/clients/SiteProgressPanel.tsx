import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import { useArbiDataProvider } from '../providers/useArbi';
import { progressChanges, type SiteEdits } from './siteProgressDraft';
import { SiteRow, UNSAVED } from './SiteRow';
import { useSiteProgress } from './useClientWork';
import { refreshCustomers } from './refreshCustomers';

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
    await refreshCustomers(queryClient);
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
