import { createContext, type MouseEvent } from 'react';

// react-router matches paths case-insensitively by default; the shell must agree on what a step is.
const FUNNEL_STEPS = new Set(['start', 'stage2', 'thanks']);

/** The admin id of a welcome page address (`/{adminId}`), or null for any other page. */
export function welcomeAdminId(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match || FUNNEL_STEPS.has(match[1].toLowerCase())) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Moves to another page of the funnel: the router's navigate, or the shell's hand-over to the router. */
export const GoContext = createContext<(path: string) => void>((path) =>
  window.location.assign(path),
);

/** A plain click is ours to handle; new tabs, downloads and modified clicks stay the browser's. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
