import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCheckAuth, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { subscribeToLive, type LiveEvent } from '../providers/liveEvents';
import type { Client } from '../providers/types';
import { CUSTOMER_QUERIES } from '../clients/refreshCustomers';
import { DELIVERIES } from '../settings/useNotifications';
import { showBrowserNotification } from '../settings/browserNotifications';

/** Changes that arrive together are refetched together. */
const SETTLE_MS = 150;

/**
 * Keeps the open pages current from the live stream: a change refetches the queries that show it
 * (list, board, dashboard under `['clients']`, a customer page's rows too), a new lead is announced.
 * Renders nothing.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const checkAuth = useCheckAuth();
  // The latest callbacks, so the stream is opened once per sign-in, not per render.
  const latest = useRef({ queryClient, dataProvider, notify, translate, redirect, checkAuth });
  useEffect(() => {
    latest.current = { queryClient, dataProvider, notify, translate, redirect, checkAuth };
  });

  useEffect(() => {
    const stale = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = (key: string) => {
      stale.add(key);
      timer ??= setTimeout(() => {
        const keys = stale.has('*') ? [] : [...stale];
        stale.clear();
        timer = undefined;
        if (!keys.length) void latest.current.queryClient.invalidateQueries();
        for (const queryKey of keys)
          void latest.current.queryClient.invalidateQueries({ queryKey: [queryKey] });
      }, SETTLE_MS);
    };

    const announce = async (id: string) => {
      const { dataProvider, notify, translate, redirect } = latest.current;
      const { data } = await dataProvider.getOne<Client>('clients', { id });
      notify('arbi.live.new_client', { type: 'info', messageArgs: { name: data.name } });
      showBrowserNotification(translate('arbi.live.new_client', { name: data.name }), 'Arbi', () =>
        redirect('edit', 'clients', id),
      );
    };

    const onEvent = (event: LiveEvent) => {
      if (event.type === 'resync') return refetch('*');
      if (event.type === 'delivery.failed') return refetch(DELIVERIES);
      CUSTOMER_QUERIES.forEach(refetch);
      if (event.type === 'client.created') void announce(event.id).catch(() => undefined);
    };
    return subscribeToLive({
      event: onEvent,
      refused: () => void latest.current.checkAuth().catch(() => undefined),
    });
  }, []);

  return null;
}
