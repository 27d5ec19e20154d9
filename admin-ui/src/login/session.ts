import { takeEarly } from '../providers/early';
import type {
  AdminRecord,
  ErrorAnswer,
  LoginAnswer,
  NextStep,
  RecoveryCodes,
  SessionAnswer,
  TotpSetup,
} from '../providers/types';
import { LOGIN_TEXT } from './strings';

// Plain fetch, no react-admin: the login pages load before the panel's scripts.
const json = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** The outcome of a right password: signed in (perhaps with a step first), or a code is needed. */
export type SignInResult = { signedIn: true; next: NextStep } | { signedIn: false; ticket: string };

/** The server's Danish sentence for an answer that is not ok, or a general one. */
async function failure(res: Response, fallback: string = LOGIN_TEXT.error): Promise<Error> {
  const body = (await res.json().catch(() => undefined)) as Partial<ErrorAnswer> | undefined;
  const fieldMessage = body?.errors && Object.values(body.errors)[0];
  if (typeof fieldMessage === 'string') return new Error(fieldMessage);
  return new Error(typeof body?.message === 'string' ? body.message : fallback);
}

async function post(path: string, body?: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: json,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(LOGIN_TEXT.error);
  }
}

const asResult = (answer: LoginAnswer): SignInResult =>
  answer.mfaRequired && answer.ticket
    ? { signedIn: false, ticket: answer.ticket }
    : { signedIn: true, next: answer.next ?? null };

/**
 * Signs in; the server answers with the httpOnly session cookie, or asks for a code. Throws an
 * Error whose message is the Danish sentence to show: a wrong password, the server's own (a
 * lockout), or a general one.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const res = await post('/api/auth/login', { email, password });
  if (res.ok) return asResult((await res.json()) as LoginAnswer);
  if (res.status === 401) throw new Error(LOGIN_TEXT.failed);
  throw await failure(res);
}

/** The second step: a code from the app, or a recovery code. */
export async function signInWithCode(ticket: string, code: string): Promise<SignInResult> {
  const res = await post('/api/auth/login/totp', { ticket, code });
  if (res.ok) return asResult((await res.json()) as LoginAnswer);
  throw await failure(res);
}

/** Signs in with a passkey (the browser asks which one). */
export async function signInWithPasskey(): Promise<SignInResult> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await post('/api/auth/passkeys/authentication/options');
  if (!options.ok) throw await failure(options);
  let response;
  try {
    response = await startAuthentication({ optionsJSON: await options.json() });
  } catch {
    throw new Error(LOGIN_TEXT.passkeyCancelled);
  }
  const res = await post('/api/auth/passkeys/authentication/verify', { response });
  if (res.ok) return asResult((await res.json()) as LoginAnswer);
  throw await failure(res);
}

export async function requestReset(email: string): Promise<void> {
  const res = await post('/api/auth/password-reset', { email });
  if (res.status !== 202) throw await failure(res);
}

export async function confirmReset(token: string, newPassword: string): Promise<void> {
  const res = await post('/api/auth/password-reset/confirm', { token, newPassword });
  if (!res.ok) throw await failure(res);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const res = await post('/api/auth/password', { currentPassword, newPassword });
  if (!res.ok) throw await failure(res);
}

export async function signOut(): Promise<void> {
  await post('/api/auth/logout').catch(() => undefined);
}

export const SESSION_URL = '/api/auth/session';

/**
 * Who this browser is signed in as (or null), and any step to take first. The server answers 200
 * either way, so a signed-out visit logs no failed request; an error means the server could not say.
 */
export async function currentSession(): Promise<{ admin: AdminRecord | null; next: NextStep }> {
  const early = await takeEarly(SESSION_URL);
  let body = early?.json as SessionAnswer | undefined;
  if (!body) {
    const res = await fetch(SESSION_URL, { credentials: 'same-origin', headers: json });
    if (!res.ok) throw new Error(LOGIN_TEXT.error);
    body = (await res.json()) as SessionAnswer;
  }
  return { admin: body.admin, next: body.next ?? null };
}

/** A new authenticator key for this admin (not on until `enableTwoFactor`). */
export async function startTwoFactor(): Promise<TotpSetup> {
  const res = await post('/api/auth/totp/setup');
  if (!res.ok) throw await failure(res);
  return (await res.json()) as TotpSetup;
}

/** Turns two-factor on with the app's first code; the ten recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const res = await post('/api/auth/totp/enable', { code });
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as RecoveryCodes).recoveryCodes;
}
