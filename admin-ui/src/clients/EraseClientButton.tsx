import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Client } from '../providers/types';
import { displayName } from './displayName';

interface EraseDialogProps {
  client: Client;
  onClose: () => void;
  /** After the customer is gone (the customer page then leaves for the list). */
  onErased?: () => void;
}

/** 'Slet alt om kunden?': erasure on the customer's request, once confirmed. Cannot be undone. */
export function EraseClientDialog({ client, onClose, onErased }: EraseDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const erase = useMutation({
    mutationFn: () => dataProvider.delete('clients', { id: client.id, previousData: client }),
    onSuccess: () => {
      notify('arbi.erase.done', { type: 'success' });
      onErased?.();
    },
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => {
      onClose();
      return queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
  return (
    <Confirm
      isOpen
      loading={erase.isPending}
      title={translate('arbi.erase.title', { name: displayName(client, translate) })}
      content={translate('arbi.erase.content')}
      confirm={translate('arbi.erase.confirm')}
      onConfirm={() => erase.mutate()}
      onClose={onClose}
    />
  );
}

/** The customer page's 'Slet alt om kunden', with the same confirmation as the list's cards. */
export function EraseClientButton({ client, onErased }: Omit<EraseDialogProps, 'onClose'>) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {translate('arbi.erase.button')}
      </Button>
      {confirming && (
        <EraseClientDialog
          client={client}
          onClose={() => setConfirming(false)}
          onErased={onErased}
        />
      )}
    </>
  );
}
