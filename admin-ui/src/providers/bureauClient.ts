import { API_URL, httpClient } from './httpClient';
import type { AdminRecord, LeaderboardRow, TransferAnswer } from './types';

const json = <T>(url: string, init?: RequestInit) =>
  httpClient(url, init).then(({ json }) => json as T);
const post = <T>(url: string, body?: unknown) =>
  json<T>(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
const adminUrl = (id: string, action: string) =>
  `${API_URL}/admins/${encodeURIComponent(id)}/${action}`;

/** The owner's calls for a bureau with several recruiters. */
export const bureauClient = {
  leaderboard: (from: string, to: string) =>
    json<LeaderboardRow[]>(
      `${API_URL}/bureau/leaderboard?${new URLSearchParams({ from, to }).toString()}`,
    ),
  deactivate: (id: string) => post<AdminRecord>(adminUrl(id, 'deactivate')),
  reactivate: (id: string) => post<AdminRecord>(adminUrl(id, 'reactivate')),
  transfer: (id: string, to: string, dryRun: boolean) =>
    post<TransferAnswer>(adminUrl(id, 'transfer'), { to, dryRun }),
};
