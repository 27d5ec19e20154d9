import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { bureauClient } from '../providers/bureauClient';

/** After an account changes, the admins list, the show page and the leaderboard refetch. */
function useAfter(message: string, messageArgs?: Record<string, unknown>) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return {
    onSuccess: () => notify(message, { type: 'success', messageArgs }),
    onError: (error: Error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admins'] }),
        queryClient.invalidateQueries({ queryKey: ['bureau'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  };
}

export function useDeactivate(id: string) {
  const after = useAfter('arbi.admins.deactivated');
  return useMutation({ mutationFn: () => bureauClient.deactivate(id), ...after });
}

export function useReactivate(id: string) {
  const after = useAfter('arbi.admins.reactivated');
  return useMutation({ mutationFn: () => bureauClient.reactivate(id), ...after });
}

export function useTransfer(id: string) {
  const after = useAfter('arbi.admins.transferred');
  return useMutation({
    mutationFn: (to: string) => bureauClient.transfer(id, to, false),
    ...after,
  });
}

/** The dry run for a chosen successor: what would move and what clashes; nothing moves. */
export function useTransferPreview(id: string, to: string) {
  return useQuery({
    queryKey: ['bureau', 'transfer-preview', id, to],
    queryFn: () => bureauClient.transfer(id, to, true),
    enabled: !!to,
    retry: false,
    gcTime: 0,
  });
}
