import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useArbiDataProvider } from '../providers/useArbi';

const DELIVERIES = 'notifications/deliveries';

/** Makes a new webhook secret; the mutation's data is the only copy the panel ever gets. */
export function useMakeWebhookSecret() {
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => dataProvider.makeWebhookSecret(),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}

export function useSendTestNotification() {
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => dataProvider.sendTestNotification(),
    onSuccess: () => notify('arbi.notifications.test_sent', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DELIVERIES] }),
  });
}

export { DELIVERIES };
