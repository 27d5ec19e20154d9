import { createContext, type MouseEvent } from 'react';

/** Moves to another page of the funnel: the router's navigate, or the shell's hand-over to the router. */
export const GoContext = createContext<(path: string) => void>((path) =>
  window.location.assign(path),
);

/** A plain click is ours to handle; new tabs, downloads and modified clicks stay the browser's. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
