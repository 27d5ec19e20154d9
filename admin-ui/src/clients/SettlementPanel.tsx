import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  balanceSentence,
  feeAgreementText,
  kr,
  MAX_AMOUNT,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
} from '../../../rules/settlement';
import { Panel } from '../common/Panel';
import { wholeKrWithin } from '../common/wholeKr';
import type { Client, Payment } from '../providers/types';
import { FeeForm } from './FeeForm';
import { formatDate } from './format';
import { useAddPayment, usePayments, useReversePayment } from './useClientWork';
import { useUpdateClient } from './useUpdateClient';

const todayIso = () => new Date().toLocaleDateString('sv-SE');

/** Amount, method, date and reference once; one button per kind records it as that kind. */
function PaymentForm({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const add = useAddPayment(clientId);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank');
  const [at, setAt] = useState(todayIso());
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const value = wholeKrWithin(amount, 1, MAX_AMOUNT);
  const record = (kind: PaymentKind) => {
    setTouched(true);
    if (value === null) return;
    add.mutate(
      { kind, amount: value, method, at, ...(reference.trim() ? { reference } : {}) },
      {
        onSuccess: () => {
          setAmount('');
          setReference('');
          setTouched(false);
        },
      },
    );
  };
  return (
    <Box
      component="form"
      aria-label={translate('arbi.settlement.new_entry')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <TextField
        size="small"
        label={translate('arbi.settlement.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={touched && value === null}
        helperText={
          touched && value === null ? translate('arbi.settlement.amount_invalid') : undefined
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: '1 1 120px' }}
      />
      <TextField
        select
        size="small"
        label={translate('arbi.settlement.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        sx={{ flex: '1 1 150px' }}
      >
        {PAYMENT_METHODS.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`arbi.settlement.methods.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={translate('arbi.settlement.date')}
        value={at}
        onChange={(event) => setAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 150px' }}
      />
      <TextField
        size="small"
        label={translate('arbi.settlement.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ flex: '1 1 150px' }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, width: '100%' }}>
        {PAYMENT_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            size="large"
            disabled={add.isPending}
            onClick={() => record(kind)}
            sx={{ flex: '1 1 150px' }}
          >
            {translate(`arbi.settlement.record.${kind}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

function Entry({
  entry,
  onReverse,
  busy,
}: {
  entry: Payment;
  onReverse: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const kind = translate(`arbi.settlement.kinds.${entry.kind}`);
  const title = entry.reverses ? translate('arbi.settlement.reversal_of', { kind }) : kind;
  const details = [
    formatDate(entry.at),
    translate(`arbi.settlement.methods.${entry.method}`),
    entry.reference,
    entry.reversedBy ? translate('arbi.settlement.reversed_mark') : null,
  ].filter(Boolean);
  return (
    <ListItem
      divider
      data-testid="settlement-entry"
      secondaryAction={
        !entry.reverses &&
        !entry.reversedBy && (
          <Button size="small" disabled={busy} onClick={onReverse}>
            {translate('arbi.settlement.reverse')}
          </Button>
        )
      }
    >
      <ListItemText
        primary={`${title}: ${kr(entry.amount)}`}
        secondary={details.join(' · ')}
        sx={entry.reversedBy || entry.reverses ? { color: 'text.secondary' } : undefined}
      />
    </ListItem>
  );
}

/** 'Afregning' (§18): who owes whom, the fee agreement, the ledger and its three kinds of entry. */
export function SettlementPanel({ client }: { client: Client }) {
  const translate = useTranslate();
  const payments = usePayments(client.id);
  const reverse = useReversePayment(client.id);
  const { change, isPending: updating } = useUpdateClient();
  return (
    <Panel title={translate('arbi.settlement.title')}>
      <Typography variant="h6" component="p" data-testid="client-balance" aria-live="polite">
        {balanceSentence(client.balance)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('arbi.settlement.fee_line', {
          fee: feeAgreementText(client.fee),
          earned: kr(client.feeEarned),
        })}
      </Typography>
      <FeeForm
        fee={client.fee}
        label={translate('arbi.settlement.fee')}
        disabled={!!client.archivedAt}
        busy={updating}
        onSave={(fee) => change(client, { fee }, 'arbi.settlement.fee_saved')}
      />
      <PaymentForm clientId={client.id} />
      {payments.isPending && <Skeleton variant="rectangular" height={48} sx={{ mt: 2 }} />}
      {payments.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {payments.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('arbi.settlement.empty')}
        </Typography>
      )}
      {!!payments.data?.length && (
        <List aria-label={translate('arbi.settlement.entries')}>
          {payments.data.map((entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              busy={reverse.isPending}
              onReverse={() => reverse.mutate(entry.id)}
            />
          ))}
        </List>
      )}
    </Panel>
  );
}
