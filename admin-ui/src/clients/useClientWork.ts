import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { NewPayment } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';

/** Query keys under ['clients', id]: any client change (update, archive) refetches them all. */
const clientKey = (clientId: string, part: 'notes' | 'events' | 'sites' | 'payments') => [
  'clients',
  clientId,
  part,
];

/** After a change the timeline, the record (profit, last activity) and the lists move too. */
function useRefreshClient() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['clients'] });
}

export function useNotes(clientId: string) {
  const dataProvider = useArbiDataProvider();
  return useQuery({
    queryKey: clientKey(clientId, 'notes'),
    queryFn: () => dataProvider.getNotes(clientId),
  });
}

export function useEvents(clientId: string) {
  const dataProvider = useArbiDataProvider();
  return useQuery({
    queryKey: clientKey(clientId, 'events'),
    queryFn: () => dataProvider.getEvents(clientId),
  });
}

export function useSiteProgress(clientId: string) {
  const dataProvider = useArbiDataProvider();
  return useQuery({
    queryKey: clientKey(clientId, 'sites'),
    queryFn: () => dataProvider.getSiteProgress(clientId),
    // An unknown customer (404) shows its error at once, as the make-bet page always did.
    retry: false,
  });
}

export function useAddNote(clientId: string) {
  const dataProvider = useArbiDataProvider();
  const notify = useNotify();
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (text: string) => dataProvider.addNote(clientId, text),
    onSuccess: () => notify('arbi.notes.added', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: refresh,
  });
}

export function useDeleteNote(clientId: string) {
  const dataProvider = useArbiDataProvider();
  const notify = useNotify();
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (noteId: string) => dataProvider.deleteNote(clientId, noteId),
    onSuccess: () => notify('arbi.notes.deleted', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: refresh,
  });
}

export function usePayments(clientId: string) {
  const dataProvider = useArbiDataProvider();
  return useQuery({
    queryKey: clientKey(clientId, 'payments'),
    queryFn: () => dataProvider.getPayments(clientId),
  });
}

export function useAddPayment(clientId: string) {
  const dataProvider = useArbiDataProvider();
  const notify = useNotify();
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (payment: NewPayment) => dataProvider.addPayment(clientId, payment),
    onSuccess: () => notify('arbi.settlement.recorded', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: refresh,
  });
}

export function useReversePayment(clientId: string) {
  const dataProvider = useArbiDataProvider();
  const notify = useNotify();
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (paymentId: string) => dataProvider.reversePayment(clientId, paymentId),
    onSuccess: () => notify('arbi.settlement.reversed', { type: 'success' }),
    onError: (error) => notify(error.message || 'arbi.error', { type: 'error' }),
    onSettled: refresh,
  });
}
