import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FEE_MODELS, type FeeModel } from '../../../rules/settlement';
import type { Client } from '../providers/types';
import { useUpdateClient } from './useUpdateClient';

const whole = (text: string, max: number): number | null =>
  /^\d{1,8}$/.test(text.trim()) && Number(text) <= max ? Number(text) : null;

/** The customer's fee agreement: a fixed fee, an amount per site, or a share of the profit. */
export function FeeForm({ client }: { client: Client }) {
  const translate = useTranslate();
  const { change, isPending } = useUpdateClient();
  const [model, setModel] = useState<FeeModel>(client.fee.model);
  const [amount, setAmount] = useState(String(client.fee.amount ?? 1500));
  const [percent, setPercent] = useState(String(client.fee.percent ?? 20));
  const share = model === 'share';
  const value = share ? whole(percent, 100) : whole(amount, 10_000_000);
  return (
    <Box
      component="form"
      aria-label={translate('arbi.settlement.fee')}
      onSubmit={(event) => {
        event.preventDefault();
        if (value === null) return;
        change(
          client,
          {
            fee: share
              ? { model, amount: null, percent: value }
              : { model, amount: value, percent: null },
          },
          'arbi.settlement.fee_saved',
        );
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <TextField
        select
        size="small"
        label={translate('arbi.settlement.fee')}
        value={model}
        disabled={!!client.archivedAt}
        onChange={(event) => setModel(event.target.value as FeeModel)}
        sx={{ flex: '1 1 170px' }}
      >
        {FEE_MODELS.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`arbi.settlement.fee_models.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate(share ? 'arbi.settlement.fee_percent' : 'arbi.settlement.fee_amount')}
        value={share ? percent : amount}
        disabled={!!client.archivedAt}
        onChange={(event) => (share ? setPercent : setAmount)(event.target.value)}
        error={value === null}
        helperText={value === null ? translate('arbi.settlement.fee_invalid') : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: '1 1 120px' }}
      />
      <Button type="submit" variant="outlined" disabled={isPending || !!client.archivedAt}>
        {translate('arbi.settlement.fee_save')}
      </Button>
    </Box>
  );
}
