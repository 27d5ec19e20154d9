import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useArbiDataProvider } from '../providers/useArbi';
import { refreshCustomers } from './refreshCustomers';

/** Archives a client; both customer lists (and the dashboard queue) refetch at once. */
export function useArchiveClient() {
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => dataProvider.archiveClient(id),
    onSuccess: () => notify('arbi.clients.archived', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => refreshCustomers(queryClient),
  });
}
