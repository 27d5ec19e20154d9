import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { API_URL, httpClient } from './httpClient';
import type { BetPlan, Client, OddsRow, RatingSummary } from './types';

const base = simpleRestProvider(API_URL, httpClient);

/** The server caps a page at this many rows; bigger pages (CSV export) are fetched in slices. */
const MAX_PAGE = 100;

/** The fields the server accepts on create/update; it rejects anything else with 400. */
const WRITABLE: Record<string, string[]> = {
  referrals: ['name', 'email', 'phone', 'code'],
  admins: ['email', 'password'],
};

function writable(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = WRITABLE[resource];
  if (!fields) {
    const { id: _id, ...rest } = data;
    return rest;
  }
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => fields.includes(key) && value !== undefined),
  );
}

async function getListInSlices(resource: string, params: GetListParams): Promise<GetListResult> {
  const perPage = params.pagination?.perPage ?? MAX_PAGE;
  const data: GetListResult['data'] = [];
  let total = 0;
  for (let offset = 0; offset < perPage; offset += MAX_PAGE) {
    const slice = await base.getList(resource, {
      ...params,
      pagination: { page: offset / MAX_PAGE + 1, perPage: MAX_PAGE },
    });
    data.push(...slice.data);
    total = slice.total ?? 0;
    if (slice.data.length < MAX_PAGE || offset + MAX_PAGE >= total) break;
  }
  return { data: data.slice(0, perPage), total };
}

const json = <T>(url: string, init?: RequestInit) =>
  httpClient(url, init).then(({ json }) => json as T);

export interface ArbiDataProvider extends DataProvider {
  archiveClient(id: string): Promise<{ data: Client }>;
  getBetPlans(clientId: string): Promise<BetPlan[]>;
  createBetPlan(clientId: string, odds: OddsRow[]): Promise<BetPlan>;
  getRatingSummary(): Promise<RatingSummary>;
  getPublicConfig(): Promise<{ publicUrl: string | null }>;
}

export const dataProvider: ArbiDataProvider = {
  ...base,
  getList: (resource, params) => {
    const perPage = params.pagination?.perPage ?? 0;
    // Only paging that lines up with the server's slices can be split (export asks page 1).
    if (perPage > MAX_PAGE && params.pagination?.page === 1)
      return getListInSlices(resource, params);
    return base.getList(resource, params);
  },
  create: (resource, params) =>
    base.create(resource, { ...params, data: writable(resource, params.data) }),
  update: (resource, params) =>
    base.update(resource, { ...params, data: writable(resource, params.data) }),
  archiveClient: (id) =>
    json<Client>(`${API_URL}/clients/${encodeURIComponent(id)}/archive`, { method: 'POST' }).then(
      (data) => ({ data }),
    ),
  getBetPlans: (clientId) =>
    json<BetPlan[]>(`${API_URL}/clients/${encodeURIComponent(clientId)}/bet-plans`),
  createBetPlan: (clientId, odds) =>
    json<BetPlan>(`${API_URL}/clients/${encodeURIComponent(clientId)}/bet-plans`, {
      method: 'POST',
      body: JSON.stringify({ odds }),
    }),
  getRatingSummary: () => json<RatingSummary>(`${API_URL}/ratings/summary`),
  getPublicConfig: () => json<{ publicUrl: string | null }>(`${API_URL}/public/config`),
};
