// react-router matches paths case-insensitively by default; the shell must agree on what a step is.
// visitor-ui/public/boot.js repeats this rule (a plain script, it cannot import).
const STEP_PATHS = new Set(['start', 'stage2', 'thanks', 'privatliv']);

export function welcomeAdminId(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match || STEP_PATHS.has(match[1].toLowerCase())) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** So the page needs no request of its own before showing the text. */
export const WELCOME_DATA_ID = 'arbi-admin';
