import { API_URL, httpClient } from './httpClient';
import type { PasskeyRow, Policy, SessionRow, TwoFactorState } from './types';

const json = <T>(url: string, init?: RequestInit) =>
  httpClient(url, init).then(({ json }) => json as T);
const send = (url: string, method: string, body?: unknown) =>
  httpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });

/** The signed-in admin's own sign-in settings: sessions, passkeys, two-factor, the owner's policy. */
export const securityClient = {
  sessions: () => json<SessionRow[]>(`${API_URL}/auth/sessions`),
  endSession: (id: string) => send(`${API_URL}/auth/sessions/${encodeURIComponent(id)}`, 'DELETE'),
  passkeys: () => json<PasskeyRow[]>(`${API_URL}/auth/passkeys`),
  removePasskey: (id: string) =>
    send(`${API_URL}/auth/passkeys/${encodeURIComponent(id)}`, 'DELETE'),
  async addPasskey(name: string): Promise<void> {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const optionsJSON = await json<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      `${API_URL}/auth/passkeys/registration/options`,
      { method: 'POST' },
    );
    const response = await startRegistration({ optionsJSON });
    await send(`${API_URL}/auth/passkeys/registration/verify`, 'POST', { response, name });
  },
  twoFactor: () => json<TwoFactorState>(`${API_URL}/auth/totp`),
  turnOffTwoFactor: (password: string, code: string) =>
    send(`${API_URL}/auth/totp`, 'DELETE', { password, code }),
  policy: () => json<Policy>(`${API_URL}/bureau/policy`),
  setPolicy: (requireTwoFactor: boolean) =>
    send(`${API_URL}/bureau/policy`, 'PUT', { requireTwoFactor }),
};
