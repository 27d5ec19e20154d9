import { API_URL, httpClient } from './httpClient';
import type { AdminRecord } from './types';

/** One recruiter's row of the owner's leaderboard (`GET /api/bureau/leaderboard`, PRODUCT.md §20). */
export interface LeaderboardRow {
  adminId: string;
  email: string;
  role: AdminRecord['role'];
  active: boolean;
  newClients: number;
  /** 0-1 */
  contactedShare: number;
  /** 0-1 */
  doneShare: number;
  profit: number;
  feesEarned: number;
  owedByCustomers: number;
  owedToCustomers: number;
  visits: number;
  signups: number;
}

/** What a handover moves (or would move) and what stops it. */
export interface TransferAnswer {
  clients: number;
  referrals: number;
  notes: number;
  plans: number;
  payments: number;
  clashes: string[];
  customerClashes: string[];
}

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
