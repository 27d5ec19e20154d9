// Reads a page needs, started by main.tsx while the panel's scripts are still on their way (no
// react-admin here: this is part of the first, small script). The first matching GET of httpClient
// or currentSession takes the answer instead of asking again. Each answer is used once, and only
// soon after it was started, so no later read gets an old one.

/** The shape of react-admin's fetchUtils.fetchJson answer. */
export interface EarlyAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

const FRESH_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<EarlyAnswer | undefined> }>();

const read = async (url: string): Promise<EarlyAnswer> => {
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    // Ahead of the many script chunks that load at the same time (six connections per host).
    priority: 'high',
  });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, json: JSON.parse(body) as unknown };
};

/**
 * Starts reading `url` now, or once `when` says so; answers what came back, or undefined when it
 * was not read.
 */
export function fetchEarly(url: string, when?: Promise<boolean>): Promise<EarlyAnswer | undefined> {
  const known = started.get(url);
  if (known) return known.answer;
  const answer = when ? when.then((go) => (go ? read(url) : undefined)) : read(url);
  // Taken or not, a failure here only means the page asks again itself.
  answer.catch(() => undefined);
  started.set(url, { at: Date.now(), answer });
  return answer;
}

/** The early answer to `url` when one was started and came back 2xx; undefined otherwise. Once. */
export async function takeEarly(url: string): Promise<EarlyAnswer | undefined> {
  const entry = started.get(url);
  if (!entry) return undefined;
  started.delete(url);
  if (Date.now() - entry.at > FRESH_MS) return undefined;
  const answer = await entry.answer.catch(() => undefined);
  return answer && answer.status >= 200 && answer.status < 300 ? answer : undefined;
}

export const API_URL = '/api';

// ra-data-simple-rest's own spelling (query-string: keys sorted, every value URI-encoded); a unit
// test holds the two together.
const query = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key])}`)
    .join('&');

export interface ListQuery {
  filter: Record<string, unknown>;
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
}

/** A customer's bet plans, the newest first. */
export const betPlansQuery = (clientId: string): ListQuery => ({
  filter: { clientId },
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'createdAt', order: 'DESC' },
});

/** The rows under one customer, as its page lists them (the API's nested routes give the same). */
const ofClient = (clientId: string, field: string, order: 'ASC' | 'DESC'): ListQuery => ({
  filter: { clientId },
  pagination: { page: 1, perPage: 500 },
  sort: { field, order },
});

/** A customer's notes and timeline, the newest first. */
export const notesQuery = (clientId: string) => ofClient(clientId, 'createdAt', 'DESC');
export const eventsQuery = (clientId: string) => ofClient(clientId, 'at', 'DESC');

/** A customer's sites, in the order of the recruiter's list. */
export const siteProgressQuery = (clientId: string) => ofClient(clientId, 'position', 'ASC');

/** The address react-admin's getList asks for. */
export function listUrl(resource: string, { filter, pagination, sort }: ListQuery): string {
  const start = (pagination.page - 1) * pagination.perPage;
  return `${API_URL}/${resource}?${query({
    filter: JSON.stringify(filter),
    range: JSON.stringify([start, start + pagination.perPage - 1]),
    sort: JSON.stringify([sort.field, sort.order]),
  })}`;
}

/** The address react-admin's getOne asks for. */
export const oneUrl = (resource: string, id: string) =>
  `${API_URL}/${resource}/${encodeURIComponent(id)}`;

/** The address visitors use, when it is set (the personal links are made from it). */
export const PUBLIC_CONFIG_URL = `${API_URL}/public/config`;

/** A customer's own reads and changes: `/api/clients/{id}{rest}`. */
export const clientUrl = (clientId: string, rest = '') => `${oneUrl('clients', clientId)}${rest}`;

export interface FunnelQuery {
  from: string;
  to: string;
  source?: string;
}

/** 'Statistik': the funnel of a period, of one link tag or all. */
export const funnelUrl = ({ from, to, source }: FunnelQuery) =>
  `${API_URL}/analytics/funnel?${new URLSearchParams({ from, to, ...(source ? { source } : {}) })}`;
