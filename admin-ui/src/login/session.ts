import { LOGIN_TEXT } from './strings';

// Plain fetch, no react-admin: the login page loads before the panel's scripts.
const json = { Accept: 'application/json', 'Content-Type': 'application/json' };

/**
 * Signs in; the server answers with the httpOnly session cookie. Throws an Error whose message is
 * the Danish sentence to show: a wrong password, the server's own (a lockout), or a general one.
 */
export async function signIn(email: string, password: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(LOGIN_TEXT.error);
  }
  if (res.ok) return;
  if (res.status === 401) throw new Error(LOGIN_TEXT.failed);
  const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
  throw new Error(
    res.status === 429 && typeof body?.message === 'string' ? body.message : LOGIN_TEXT.error,
  );
}

export interface SessionAdmin {
  id: string;
  email: string;
  role: 'admin' | 'superadmin';
  createdAt: string;
}

/**
 * Who this browser is signed in as, or null. The server answers 200 either way, so a signed-out
 * visit logs no failed request; an error means the server could not say.
 */
export async function currentSession(): Promise<SessionAdmin | null> {
  const res = await fetch('/api/auth/session', { credentials: 'same-origin', headers: json });
  if (!res.ok) throw new Error(LOGIN_TEXT.error);
  return ((await res.json()) as { admin: SessionAdmin | null }).admin;
}
