import { Alert, Box, Button, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseWholeKroner } from '../../../rules/kroner';
import { Panel } from '../common/Panel';
import { SITE_STATES, type SiteProgress, type SiteState } from '../providers/types';
import { useSetSiteProgress, useSiteProgress } from './useClientWork';

const amount = (text: string): number | null => {
  const value = parseWholeKroner(text);
  return value !== null && value < 1e9 ? value : null;
};

interface SiteRowProps {
  row: SiteProgress;
  readOnly: boolean;
  busy: boolean;
  onSave: (change: { state?: SiteState; deposit: number; withdrawn: number }) => void;
}

/** One site: how far the customer is, and the money in and out. */
function SiteRow({ row, readOnly, busy, onSave }: SiteRowProps) {
  const translate = useTranslate();
  const [state, setState] = useState<SiteState>(row.state);
  const [deposit, setDeposit] = useState(String(row.deposit));
  const [withdrawn, setWithdrawn] = useState(String(row.withdrawn));
  const had = row.state === 'had';
  const depositValue = amount(deposit);
  const withdrawnValue = amount(withdrawn);
  const invalid = translate('arbi.progress.amount_invalid');
  return (
    <Box
      component="form"
      role="group"
      aria-label={row.site}
      data-testid="site-progress"
      onSubmit={(event) => {
        event.preventDefault();
        if (depositValue === null || withdrawnValue === null) return;
        onSave({
          ...(had ? {} : { state }),
          deposit: depositValue,
          withdrawn: withdrawnValue,
        });
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ width: '100%', fontWeight: 'bold' }}>
        {row.site}
      </Typography>
      <TextField
        select
        size="small"
        variant="outlined"
        label={translate('arbi.progress.state')}
        value={state}
        disabled={readOnly || had}
        onChange={(event) => setState(event.target.value as SiteState)}
        sx={{ minWidth: 170, flex: '1 1 170px' }}
      >
        {SITE_STATES.filter((option) => option !== 'had' || had).map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`arbi.progress.states.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        variant="outlined"
        label={translate('arbi.progress.deposit')}
        value={deposit}
        disabled={readOnly}
        onChange={(event) => setDeposit(event.target.value)}
        error={depositValue === null}
        helperText={depositValue === null ? invalid : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 130, flex: '1 1 110px' }}
      />
      <TextField
        size="small"
        variant="outlined"
        label={translate('arbi.progress.withdrawn')}
        value={withdrawn}
        disabled={readOnly}
        onChange={(event) => setWithdrawn(event.target.value)}
        error={withdrawnValue === null}
        helperText={withdrawnValue === null ? invalid : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 130, flex: '1 1 110px' }}
      />
      <Button type="submit" variant="outlined" disabled={readOnly || busy}>
        {translate('arbi.progress.save', { site: row.site })}
      </Button>
    </Box>
  );
}

/** Every site on the admin's list, in its order, with the customer's profit under them. */
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
  const rows = useSiteProgress(clientId);
  const save = useSetSiteProgress(clientId);
  return (
    <Panel title={translate('arbi.progress.title')}>
      {rows.isPending && <Skeleton variant="rectangular" height={120} />}
      {rows.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {rows.data?.map((row) => (
        <SiteRow
          key={`${row.site}-${row.updatedAt ?? ''}-${row.state}-${row.deposit}-${row.withdrawn}`}
          row={row}
          readOnly={readOnly}
          busy={save.isPending}
          onSave={(change) => save.mutate({ site: row.site, change })}
        />
      ))}
      <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="client-profit">
        {translate('arbi.customer.profit', { amount: profit.toLocaleString('da-DK') })}
      </Typography>
    </Panel>
  );
}
