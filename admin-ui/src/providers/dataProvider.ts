import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { clientUrl, funnelUrl, type FunnelQuery, PUBLIC_CONFIG_URL } from './early';
import { API_URL, httpClient } from './httpClient';
import type {
  Client,
  TaskLinkCreated,
  Delivery,
  FeedEvents,
  FeedOdds,
  FeedSports,
  OddsFeedStatus,
  Funnel,
  NewPayment,
  Payment,
  PlacedDeposit,
  PublicConfig,
  RatingSummary,
  SiteProgress,
  SiteProgressChange,
  StatsSummary,
  WebhookSecret,
} from './types';

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

/** Kundeliste's 'Uden kilde': react-admin drops a filter whose value is null, the API wants null. */
export const UNTAGGED_SOURCE = '(uden)';

const withUntagged = (filter: Record<string, unknown> = {}) =>
  filter.source === UNTAGGED_SOURCE ? { ...filter, source: null } : filter;

const json = <T>(url: string, init?: RequestInit) =>
  httpClient(url, init).then(({ json }) => json as T);

/** The calls that are not one of react-admin's resource methods. */
export interface ArbiDataProvider extends DataProvider {
  archiveClient(id: string): Promise<{ data: Client }>;
  /** A new link to the customer's own page, replacing the old one; mailed too with `email`. */
  createTaskLink(id: string, email: boolean): Promise<TaskLinkCreated>;
  revokeTaskLink(id: string): Promise<Client>;
  /** What a repeat signup brought: made the card's ('apply') or let go ('dismiss'). */
  reviewPendingSignup(id: string, decision: 'apply' | 'dismiss'): Promise<Client>;
  getRatingSummary(): Promise<RatingSummary>;
  getPublicConfig(): Promise<PublicConfig>;
  setSiteProgress(
    clientId: string,
    site: string,
    change: SiteProgressChange,
  ): Promise<SiteProgress>;
  /** 'Marker som placeret': the plan's sites become bet_placed in one request (one transaction). */
  /** 'Marker som placeret', with the cash rows' deposits (kr in all) to record. */
  markPlanPlaced(planId: string, deposits?: PlacedDeposit[]): Promise<SiteProgress[]>;
  getOddsFeedStatus(): Promise<OddsFeedStatus>;
  getFeedSports(): Promise<FeedSports>;
  getFeedEvents(sport: string): Promise<FeedEvents>;
  getFeedOdds(sport: string, eventId: string): Promise<FeedOdds>;
  getStatsSummary(from: string, to: string): Promise<StatsSummary>;
  getPayments(clientId: string): Promise<Payment[]>;
  addPayment(clientId: string, payment: NewPayment): Promise<Payment>;
  reversePayment(clientId: string, paymentId: string): Promise<Payment>;
  payReferral(referralId: string, payment: Omit<NewPayment, 'kind'>): Promise<void>;
  /** The period's money as the server's Danish CSV (audited there). */
  exportPayments(from: string, to: string): Promise<string>;
  getFunnel(query: FunnelQuery): Promise<Funnel>;
  /** Tells the audit log that the signed-in admin exported a list (the rows look like any list page). */
  recordExport(resource: 'clients'): Promise<void>;
  /** A new webhook secret; the answer is the only time it is shown. */
  makeWebhookSecret(): Promise<WebhookSecret>;
  sendTestNotification(): Promise<Delivery[]>;
}

export const dataProvider: ArbiDataProvider = {
  ...base,
  getList: (resource, params) =>
    getListInChunks(resource, { ...params, filter: withUntagged(params.filter) }),
  archiveClient: (id) =>
    json<Client>(`${API_URL}/clients/${encodeURIComponent(id)}/archive`, { method: 'POST' }).then(
      (data) => ({ data }),
    ),
  createTaskLink: (id, email) =>
    json<TaskLinkCreated>(clientUrl(id, '/task-link'), {
      method: 'POST',
      body: JSON.stringify({ email }),
    }),
  revokeTaskLink: (id) => json<Client>(clientUrl(id, '/task-link'), { method: 'DELETE' }),
  reviewPendingSignup: (id, decision) =>
    decision === 'apply'
      ? json<Client>(clientUrl(id, '/pending-signup/apply'), { method: 'POST' })
      : json<Client>(clientUrl(id, '/pending-signup'), { method: 'DELETE' }),
  getRatingSummary: () => json<RatingSummary>(`${API_URL}/ratings/summary`),
  getPublicConfig: () => json<PublicConfig>(PUBLIC_CONFIG_URL),
  setSiteProgress: (clientId, site, change) =>
    json<SiteProgress>(clientUrl(clientId, `/sites/${encodeURIComponent(site)}`), {
      method: 'PUT',
      body: JSON.stringify(change),
    }),
  markPlanPlaced: (planId, deposits) =>
    json<SiteProgress[]>(`${API_URL}/bet-plans/${encodeURIComponent(planId)}/placed`, {
      method: 'POST',
      body: JSON.stringify(deposits ? { deposits } : {}),
    }),
  getOddsFeedStatus: () => json<OddsFeedStatus>(`${API_URL}/odds-feed`),
  getFeedSports: () => json<FeedSports>(`${API_URL}/odds-feed/sports`),
  getFeedEvents: (sport) =>
    json<FeedEvents>(`${API_URL}/odds-feed/sports/${encodeURIComponent(sport)}/events`),
  getFeedOdds: (sport, eventId) =>
    json<FeedOdds>(
      `${API_URL}/odds-feed/sports/${encodeURIComponent(sport)}/events/${encodeURIComponent(eventId)}/odds`,
    ),
  getPayments: (clientId) => json<Payment[]>(clientUrl(clientId, '/payments')),
  addPayment: (clientId, payment) =>
    json<Payment>(clientUrl(clientId, '/payments'), {
      method: 'POST',
      body: JSON.stringify(payment),
    }),
  reversePayment: (clientId, paymentId) =>
    json<Payment>(clientUrl(clientId, `/payments/${encodeURIComponent(paymentId)}/reverse`), {
      method: 'POST',
    }),
  payReferral: (referralId, payment) =>
    httpClient(`${API_URL}/referrals/${encodeURIComponent(referralId)}/payments`, {
      method: 'POST',
      body: JSON.stringify(payment),
    }).then(() => undefined),
  exportPayments: (from, to) =>
    httpClient(`${API_URL}/payments/export?${new URLSearchParams({ from, to }).toString()}`).then(
      ({ body }) => body,
    ),
  getStatsSummary: (from, to) =>
    json<StatsSummary>(`${API_URL}/stats/summary?${new URLSearchParams({ from, to }).toString()}`),
  getFunnel: (query) => json<Funnel>(funnelUrl(query)),
  recordExport: (resource) =>
    httpClient(`${API_URL}/audit/exports`, {
      method: 'POST',
      body: JSON.stringify({ resource }),
    }).then(() => undefined),
  makeWebhookSecret: () =>
    json<WebhookSecret>(`${API_URL}/settings/me/webhook-secret`, { method: 'POST' }),
  sendTestNotification: () => json<Delivery[]>(`${API_URL}/notifications/test`, { method: 'POST' }),
};
