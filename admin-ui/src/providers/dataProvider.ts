import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from './httpClient';
import type { BetPlan, Client, Delivery, OddsRow, RatingSummary } from './types';

/** The API speaks ra-data-simple-rest exactly (whole-record updates, at most 1000 rows a page). */
const base = simpleRestProvider(API_URL, httpClient);

const MAX_ROWS_PER_REQUEST = 1000;

/** A list bigger than the API's page limit (the CSV export) is fetched 1000 rows a request. */
const getListInChunks: DataProvider['getList'] = async (resource, params) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: MAX_ROWS_PER_REQUEST };
  const start = (page - 1) * perPage;
  if (perPage <= MAX_ROWS_PER_REQUEST || start % MAX_ROWS_PER_REQUEST !== 0) {
    return base.getList(resource, params);
  }
  const data = [];
  let total = 0;
  for (let offset = start; offset < start + perPage; offset += MAX_ROWS_PER_REQUEST) {
    const chunk = await base.getList(resource, {
      ...params,
      pagination: { page: offset / MAX_ROWS_PER_REQUEST + 1, perPage: MAX_ROWS_PER_REQUEST },
    });
    data.push(...chunk.data);
    total = chunk.total ?? start + data.length;
    if (offset + MAX_ROWS_PER_REQUEST >= total) break;
  }
  return { data: data.slice(0, perPage), total };
};

const json = <T>(url: string, init?: RequestInit) =>
  httpClient(url, init).then(({ json }) => json as T);

/** The calls that are not one of react-admin's resource methods. */
export interface ArbiDataProvider extends DataProvider {
  archiveClient(id: string): Promise<{ data: Client }>;
  getBetPlans(clientId: string): Promise<BetPlan[]>;
  createBetPlan(clientId: string, odds: OddsRow[]): Promise<BetPlan>;
  getRatingSummary(): Promise<RatingSummary>;
  getPublicConfig(): Promise<{ publicUrl: string | null }>;
  /** A new webhook secret; the answer is the only time it is shown. */
  makeWebhookSecret(): Promise<{ secret: string }>;
  sendTestNotification(): Promise<Delivery[]>;
}

export const dataProvider: ArbiDataProvider = {
  ...base,
  getList: getListInChunks,
  archiveClient: (id) =>
    json<Client>(`${API_URL}/clients/${encodeURIComponent(id)}/archive`, { method: 'POST' }).then(
      (data) => ({ data }),
    ),
  getBetPlans: (clientId) =>
    base
      .getList<BetPlan>('bet-plans', {
        filter: { clientId },
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 100 },
      })
      .then(({ data }) => data),
  createBetPlan: (clientId, odds) =>
    base.create<BetPlan>('bet-plans', { data: { clientId, odds } }).then(({ data }) => data),
  getRatingSummary: () => json<RatingSummary>(`${API_URL}/ratings/summary`),
  getPublicConfig: () => json<{ publicUrl: string | null }>(`${API_URL}/public/config`),
  makeWebhookSecret: () =>
    json<{ secret: string }>(`${API_URL}/settings/me/webhook-secret`, { method: 'POST' }),
  sendTestNotification: () => json<Delivery[]>(`${API_URL}/notifications/test`, { method: 'POST' }),
};
