import { FUNNEL_STEPS, SOURCE_PATTERN } from '../../rules/source';

type Step = (typeof FUNNEL_STEPS)[number];

// Per tab (sessionStorage): a new tab is a new visit, a reload or a step back is not.
const SOURCE_KEY = 'arbiSrc';
const sentHere = new Set<string>();

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the personal link's tag (`?src=`) for the rest of the funnel; a link without one clears it. */
export function keepSource(search: string): void {
  const src = new URLSearchParams(search).get('src');
  const storage = session();
  try {
    if (src && SOURCE_PATTERN.test(src)) storage?.setItem(SOURCE_KEY, src);
    else storage?.removeItem(SOURCE_KEY);
  } catch {
    // Storage full or off: the visit counts as untagged.
  }
}

export function linkSource(): string | undefined {
  try {
    return session()?.getItem(SOURCE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Counts a step of this visit once per tab: anonymous, fire and forget. */
export function reached(admin: string, step: Step): void {
  const key = `arbiStep:${admin}:${step}`;
  const storage = session();
  try {
    if (sentHere.has(key) || storage?.getItem(key)) return;
    storage?.setItem(key, '1');
  } catch {
    // Without storage, at least not twice in this page view.
  }
  sentHere.add(key);
  const src = linkSource();
  // A string goes as text/plain: no preflight, and the server reads it as JSON.
  navigator.sendBeacon?.(
    '/api/public/events',
    JSON.stringify(src ? { admin, step, src } : { admin, step }),
  );
}
