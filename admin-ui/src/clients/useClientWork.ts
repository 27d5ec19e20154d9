import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCreate, useDelete, useGetList, useNotify } from 'react-admin';
import { eventsQuery, notesQuery, siteProgressQuery } from '../providers/early';
import type { ClientEvent, ClientNote, NewPayment, SiteProgress } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';
import { refreshCustomers } from './refreshCustomers';

/** The payments' query key, under ['clients', id]: any client change refetches it. */
const paymentsKey = (clientId: string) => ['clients', clientId, 'payments'];

/** After a change the timeline, the record (profit, last activity) and the lists move too. */
function useRefreshClient() {
  const queryClient = useQueryClient();
  return () => refreshCustomers(queryClient);
}

export const useNotes = (clientId: string) => useGetList<ClientNote>('notes', notesQuery(clientId));

export const useEvents = (clientId: string) =>
  useGetList<ClientEvent>('events', eventsQuery(clientId));

export const useSiteProgress = (clientId: string) =>
  // An unknown customer (404) shows its error at once, as the make-bet page always did.
  useGetList<SiteProgress & { id: string }>('site-progress', siteProgressQuery(clientId), {
    retry: false,
  });

/** Adds a note; `onAdded` runs once it is saved (the form empties). */
export function useAddNote(clientId: string) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefreshClient();
  const add = (text: string, onAdded?: () => void) =>
    create(
      'notes',
      { data: { clientId, text } },
      {
        onSuccess: () => {
          notify('arbi.notes.added', { type: 'success' });
          onAdded?.();
        },
        onError: (error) => notify((error as Error).message || 'arbi.error', { type: 'error' }),
        onSettled: refresh,
      },
    );
  return { add, isPending };
}

export function useDeleteNote() {
  const [deleteOne, { isPending }] = useDelete<ClientNote>();
  const notify = useNotify();
  const refresh = useRefreshClient();
  const remove = (note: ClientNote) =>
    deleteOne(
      'notes',
      { id: note.id, previousData: note },
      {
        onSuccess: () => notify('arbi.notes.deleted', { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'arbi.error', { type: 'error' }),
        onSettled: refresh,
      },
    );
  return { remove, isPending };
}

export function usePayments(clientId: string) {
  const dataProvider = useArbiDataProvider();
  return useQuery({
    queryKey: paymentsKey(clientId),
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
