import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Client } from '../providers/types';
import { displayName } from './displayName';

interface EraseClientButtonProps {
  client: Client;
  /** After the customer is gone: the customer page leaves for the list (its record no longer exists). */
  onErased?: () => void;
  size?: 'small' | 'medium';
}

/** 'Slet alt om kunden': erasure on the customer's request, after a confirmation. Cannot be undone. */
export function EraseClientButton({ client, onErased, size = 'small' }: EraseClientButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: () => dataProvider.delete('clients', { id: client.id, previousData: client }),
    onSuccess: () => {
      notify('arbi.erase.done', { type: 'success' });
      onErased?.();
    },
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => {
      setConfirming(false);
      return queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size={size}
        onClick={() => setConfirming(true)}
        disabled={erase.isPending}
      >
        {translate('arbi.erase.button')}
      </Button>
      {confirming && (
        <Confirm
          isOpen
          loading={erase.isPending}
          title={translate('arbi.erase.title', { name: displayName(client, translate) })}
          content={translate('arbi.erase.content')}
          confirm={translate('arbi.erase.confirm')}
          onConfirm={() => erase.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
