import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'arbi_session';
/** The customer's task page session (src/tasks), checked for cross-site use like this one. */
export const TASK_COOKIE = 'arbi_tasks';

function options(req: Request, maxAgeMs?: number): CookieOptions {
  // `req.secure` honours TRUST_PROXY, so the cookie is Secure behind an HTTPS proxy.
  return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: maxAgeMs };
}

export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  maxAgeMs: number,
): void {
  res.cookie(SESSION_COOKIE, token, options(req, maxAgeMs));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, options(req));
}
