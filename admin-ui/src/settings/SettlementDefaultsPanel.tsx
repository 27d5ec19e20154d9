import { Box, Button, Skeleton, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_AMOUNT } from '../../../rules/settlement';
import { FeeForm } from '../clients/FeeForm';
import { Panel } from '../common/Panel';
import { wholeKrWithin } from '../common/wholeKr';
import { useSaveSettings, useSettings } from './useSettings';

function RewardForm({ reward }: { reward: number }) {
  const translate = useTranslate();
  const { save, isPending } = useSaveSettings();
  const [text, setText] = useState(String(reward));
  const value = wholeKrWithin(text, 0, MAX_AMOUNT);
  return (
    <Box
      component="form"
      aria-label={translate('arbi.settlement.referral_reward')}
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) save({ referralReward: value }, 'arbi.settlement.defaults_saved');
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <TextField
        size="small"
        label={translate('arbi.settlement.referral_reward')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={value === null}
        helperText={value === null ? translate('arbi.settlement.fee_invalid') : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="outlined" disabled={isPending}>
        {translate('arbi.settlement.fee_save')}
      </Button>
    </Box>
  );
}

/** What new customers and referrals start from (§18); existing agreements keep theirs. */
export function SettlementDefaultsPanel() {
  const translate = useTranslate();
  const { data, isPending } = useSettings();
  const { save, isPending: saving } = useSaveSettings();
  return (
    <Panel title={translate('arbi.settlement.defaults_title')}>
      {isPending && <Skeleton variant="rectangular" height={80} />}
      {data && (
        <>
          <FeeForm
            fee={data.defaultFee}
            label={translate('arbi.settlement.default_fee')}
            busy={saving}
            onSave={(defaultFee) => save({ defaultFee }, 'arbi.settlement.defaults_saved')}
          />
          <RewardForm reward={data.referralReward} />
        </>
      )}
    </Panel>
  );
}
