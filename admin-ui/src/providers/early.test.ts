import simpleRestProvider from 'ra-data-simple-rest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_QUERY, CLIENT_LIST_QUERY, QUEUE_QUERY } from '../clients/queries';
import {
  betPlansQuery,
  eventsQuery,
  fetchEarly,
  listUrl,
  notesQuery,
  oneUrl,
  siteProgressQuery,
  takeEarly,
} from './early';

/** The address react-admin's own provider asks for, caught before it goes out. */
async function askedBy(
  call: (provider: ReturnType<typeof simpleRestProvider>) => Promise<unknown>,
) {
  let asked = '';
  const provider = simpleRestProvider('/api', async (url: string) => {
    asked = url;
    return {
      status: 200,
      headers: new Headers({ 'content-range': 'x 0-0/0' }),
      body: '',
      json: [],
    };
  });
  await call(provider).catch(() => undefined);
  return asked;
}

describe('the addresses the first page reads early', () => {
  it('are the ones ra-data-simple-rest asks for, so the page takes the early answer', async () => {
    for (const [resource, query] of [
      ['clients', QUEUE_QUERY],
      ['clients', CLIENT_LIST_QUERY],
      ['clients', BOARD_QUERY],
      ['bet-plans', betPlansQuery('a b/c')],
      ['notes', notesQuery('a b/c')],
      ['events', eventsQuery('a b/c')],
      ['site-progress', siteProgressQuery('a b/c')],
    ] as const)
      expect(listUrl(resource, query)).toBe(
        await askedBy((provider) => provider.getList(resource, query)),
      );
    expect(oneUrl('clients', 'a b/c')).toBe(
      await askedBy((provider) => provider.getOne('clients', { id: 'a b/c' })),
    );
  });
});

describe('an early answer', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (status: number, body: unknown) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('is taken once: the next read of the same address asks the server again', async () => {
    const fetch = answering(200, { admin: null });
    fetchEarly('/api/x');
    await fetchEarly('/api/x');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await takeEarly('/api/x'))?.json).toEqual({ admin: null });
    expect(await takeEarly('/api/x')).toBeUndefined();
  });

  it('that failed is not taken, so the page asks itself and shows the real error', async () => {
    answering(401, { message: 'Du er ikke logget ind' });
    fetchEarly('/api/y');
    expect(await takeEarly('/api/y')).toBeUndefined();
  });

  it('waiting for a session that is not signed in is never asked for', async () => {
    const fetch = answering(200, []);
    fetchEarly('/api/w', Promise.resolve(false));
    expect(await takeEarly('/api/w')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not taken long after it was started', async () => {
    vi.useFakeTimers();
    answering(200, []);
    fetchEarly('/api/z');
    vi.advanceTimersByTime(60_000);
    expect(await takeEarly('/api/z')).toBeUndefined();
    vi.useRealTimers();
  });
});
