import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  type FeeAgreement,
  FEE_MODELS,
  type FeeModel,
  MAX_AMOUNT,
} from '../../../rules/settlement';
import { wholeKrWithin } from '../common/wholeKr';

const wholePercent = (text: string): number | null =>
  /^\d{1,8}$/.test(text.trim()) && Number(text) <= 100 ? Number(text) : null;

interface FeeFormProps {
  fee: FeeAgreement;
  label: string;
  disabled?: boolean;
  busy?: boolean;
  onSave: (fee: FeeAgreement) => void;
}

/** A fee agreement: a fixed fee, an amount per site withdrawn, or a share of the profit. */
export function FeeForm({ fee, label, disabled, busy, onSave }: FeeFormProps) {
  const translate = useTranslate();
  const [model, setModel] = useState<FeeModel>(fee.model);
  const [amount, setAmount] = useState(String(fee.amount ?? 1500));
  const [percent, setPercent] = useState(String(fee.percent ?? 20));
  const share = model === 'share';
  const value = share ? wholePercent(percent) : wholeKrWithin(amount, 0, MAX_AMOUNT);
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (value === null) return;
        onSave(
          share ? { model, amount: null, percent: value } : { model, amount: value, percent: null },
        );
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <TextField
        select
        size="small"
        label={label}
        value={model}
        disabled={disabled}
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
        disabled={disabled}
        onChange={(event) => (share ? setPercent : setAmount)(event.target.value)}
        error={value === null}
        helperText={value === null ? translate('arbi.settlement.fee_invalid') : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: '1 1 120px' }}
      />
      <Button type="submit" variant="outlined" disabled={disabled || busy}>
        {translate('arbi.settlement.fee_save')}
      </Button>
    </Box>
  );
}
