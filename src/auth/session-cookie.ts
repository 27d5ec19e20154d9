import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'arbi_session';
/** The signed 'known device' cookie: lets a device that signed in before past an account's lockout. */
export const DEVICE_COOKIE = 'arbi_device';
/** The customer's task page session (src/tasks), checked for cross-site use like this one. */
export const TASK_COOKIE = 'arbi_tasks';

// A `__Host-` cookie is Secure, host-only and path `/`: no subdomain or plain-http page can set it.
const hostOnly = (name: string) => `__Host-${name}`;

export function readCookie(req: Request, name: string): string | undefined {
  const value = req.cookies?.[hostOnly(name)] ?? req.cookies?.[name];
  return typeof value === 'string' ? value : undefined;
}

export const readSessionCookie = (req: Request): string | null =>
  readCookie(req, SESSION_COOKIE) ?? null;

/** With an https `PUBLIC_URL`, `__Host-` and always Secure, even behind an untrusted TLS proxy. */
export class AuthCookies {
  constructor(private readonly httpsOnly: boolean) {}

  static for(publicUrl: string | undefined): AuthCookies {
    return new AuthCookies(publicUrl?.startsWith('https:') ?? false);
  }

  set(req: Request, res: Response, name: string, value: string, maxAgeMs: number): void {
    res.cookie(this.httpsOnly ? hostOnly(name) : name, value, this.options(req, maxAgeMs));
  }

  clear(req: Request, res: Response, name: string): void {
    res.clearCookie(this.httpsOnly ? hostOnly(name) : name, this.options(req));
  }

  private options(req: Request, maxAgeMs?: number): CookieOptions {
    const secure = this.httpsOnly || req.secure;
    return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: maxAgeMs };
  }
}
