import { fetchUtils, HttpError } from 'react-admin';

export const API_URL = '/api';

/** Every call goes to our own origin, where the httpOnly session cookie signs it in. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
}

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);
