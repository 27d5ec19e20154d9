import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate } from 'react-admin';
import type { Client } from '../providers/types';
import { refreshCustomers } from './refreshCustomers';

/** Sends the whole record back with a change (status, next contact): the API's PUT contract. */
export function useUpdateClient() {
  const [update, { isPending }] = useUpdate<Client>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const change = (record: Client, patch: Partial<Client>, message: string) =>
    update(
      'clients',
      { id: record.id, data: { ...record, ...patch }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(message, { type: 'success' });
          void refreshCustomers(queryClient);
        },
        onError: (error) => notify((error as Error).message || 'arbi.error', { type: 'error' }),
      },
    );
  return { change, isPending };
}
