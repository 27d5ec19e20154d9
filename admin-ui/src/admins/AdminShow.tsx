import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Confirm,
  Loading,
  ShowBase,
  Title,
  useBasename,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate, formatDateTime } from '../clients/format';
import type { AdminRecord } from '../providers/types';
import { TransferDialog } from './TransferDialog';
import { useDeactivate, useReactivate } from './useAccountActions';

/** Close, reopen, hand over: the owner's actions on one account (PRODUCT.md §20). */
function AccountActions({ admin }: { admin: AdminRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const deactivate = useDeactivate(admin.id);
  const reactivate = useReactivate(admin.id);
  const [confirming, setConfirming] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const closed = !!admin.deactivatedAt;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`${basename}/bureau/${encodeURIComponent(admin.id)}/clients`}
        >
          {translate('arbi.admins.see_customers')}
        </Button>
        {closed ? (
          <>
            <Button
              variant="contained"
              disabled={reactivate.isPending}
              onClick={() => reactivate.mutate()}
            >
              {translate('arbi.admins.reactivate')}
            </Button>
            <Button variant="contained" color="secondary" onClick={() => setTransferring(true)}>
              {translate('arbi.admins.transfer')}
            </Button>
          </>
        ) : (
          <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
            {translate('arbi.admins.deactivate')}
          </Button>
        )}
        <Button component={RouterLink} to={`${basename}/admins`}>
          {translate('arbi.admins.back')}
        </Button>
      </Stack>
      {!closed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('arbi.admins.transfer_needs_closed')}
        </Typography>
      )}
      <Confirm
        isOpen={confirming}
        loading={deactivate.isPending}
        title={translate('arbi.admins.deactivate_title', { email: admin.email })}
        content={translate('arbi.admins.deactivate_content')}
        confirm={translate('arbi.admins.deactivate')}
        cancel={translate('arbi.admins.cancel')}
        onConfirm={() => deactivate.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
      <TransferDialog admin={admin} open={transferring} onClose={() => setTransferring(false)} />
    </>
  );
}

function Successor({ id }: { id: string }) {
  const translate = useTranslate();
  const { data } = useGetOne<AdminRecord>('admins', { id });
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('arbi.admins.transferred_to', { email: data?.email ?? id })}
    </Alert>
  );
}

function AdminShowContent() {
  const translate = useTranslate();
  const admin = useRecordContext<AdminRecord>();
  if (!admin) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={admin.email} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {admin.email}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
          <Chip label={translate(`arbi.admins.role.${admin.role}`)} />
          <Chip
            data-testid="account-status"
            color={admin.deactivatedAt ? 'default' : 'success'}
            label={
              admin.deactivatedAt
                ? translate('arbi.admins.closed_since', {
                    date: formatDateTime(admin.deactivatedAt),
                  })
                : translate('arbi.admins.open')
            }
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          uid: {admin.id} · {translate('resources.admins.fields.createdAt')}:{' '}
          {formatDate(admin.createdAt)}
        </Typography>
        {admin.transferredTo && <Successor id={admin.transferredTo} />}
        <AccountActions admin={admin} />
      </CardContent>
    </Card>
  );
}

/** One account, from a click on the admins list. */
export function AdminShow() {
  const translate = useTranslate();
  return (
    <ShowBase
      queryOptions={{ retry: false }}
      redirectOnError={false}
      error={<Alert severity="error">{translate('arbi.error_lower')}</Alert>}
    >
      <AdminShowContent />
    </ShowBase>
  );
}
