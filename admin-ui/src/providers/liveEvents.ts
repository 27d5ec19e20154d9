import { API_URL } from './httpClient';
import { LIVE_EVENT_TYPES, type LiveEventRecord } from './types';

/** What `GET /api/live` sends (PRODUCT.md §19), and `resync` when everything should be read again. */
export type LiveEvent = LiveEventRecord | { type: 'resync' };

const RETRY_MS = [1000, 3000, 10_000, 30_000];

interface Handlers {
  event(event: LiveEvent): void;
  /** The server refused the stream (the session ended, or too many tabs): is it still signed in? */
  refused(): void;
}

/**
 * The browser's EventSource on the live stream. It reconnects by itself after a dropped
 * connection (sending Last-Event-ID); when it gives up (an error answer, e.g. a proxy's 502 or
 * a restart), a new one is opened with backoff, at once when the network comes back.
 */
export function subscribeToLive(handlers: Handlers): () => void {
  let source: EventSource | undefined;
  let lastEventId = '';
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let reopened = false;

  const open = () => {
    clearTimeout(retry);
    if (stopped) return;
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    const current = new EventSource(`${API_URL}/live${query}`);
    source = current;
    current.onopen = () => {
      failures = 0;
      // A stream opened anew may not know where the last one stood: refetch to be sure.
      if (reopened) handlers.event({ type: 'resync' });
    };
    for (const type of LIVE_EVENT_TYPES)
      current.addEventListener(type, (message) => {
        lastEventId = message.lastEventId || lastEventId;
        handlers.event({ type, id: (JSON.parse(message.data) as Pick<LiveEventRecord, 'id'>).id });
      });
    current.addEventListener('resync', () => handlers.event({ type: 'resync' }));
    current.onerror = () => {
      if (current.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
      handlers.refused();
      reopened = true;
      retry = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
  };
  const reconnectNow = () => {
    if (source?.readyState !== EventSource.CLOSED) return;
    reopened = true;
    open();
  };

  open();
  window.addEventListener('online', reconnectNow);
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    window.removeEventListener('online', reconnectNow);
  };
}
