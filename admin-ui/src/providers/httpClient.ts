import { fetchUtils, HttpError } from 'react-admin';
import { takeEarly } from './early';

export { API_URL } from './early';

/** Every call goes to our own origin, where the httpOnly session cookie signs it in. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const read = !options.method || options.method === 'GET';
  return (
    (read && (await takeEarly(url))) ||
    fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' })
  );
}

export const isHttpError = (error: unknown, status?: number): error is HttpError =>
  error instanceof HttpError && (status === undefined || error.status === status);
