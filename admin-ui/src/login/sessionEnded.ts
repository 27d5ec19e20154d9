/**
 * A session that ended under the recruiter (the idle timeout, or signed out elsewhere): the page
 * they were on is kept in the tab, so the sign-in can say why it was needed and go back there.
 */
const KEY = 'arbi.session-ended';

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Only the panel's own pages are gone back to (never another site, never the login itself). */
const panelPage = (path: string) =>
  /^\/admin\/[^/\\]/.test(path) && !/^\/admin\/(login|glemt|nulstil)\b/.test(path);

export function rememberSessionEnd(path: string): void {
  if (panelPage(path)) storage()?.setItem(KEY, path);
}

/** The page the ended session was on, if one did. */
export function endedOn(): string | undefined {
  const path = storage()?.getItem(KEY) ?? undefined;
  return path && panelPage(path) ? path : undefined;
}

/** Where to go once signed in again: the page the session ended on (once), else the dashboard. */
export function pageAfterSignIn(): string {
  const path = endedOn();
  storage()?.removeItem(KEY);
  return path ?? '/admin';
}
