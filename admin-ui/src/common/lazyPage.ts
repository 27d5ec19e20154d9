import { type ComponentType, createElement, lazy, useState } from 'react';
import { loadReloadingOnce } from '../../../rules/chunk-reload';
import { PAGE_LOADERS, type PageName } from './pageLoaders';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
type AnyComponent = ComponentType<any>;

/** Pages whose script has arrived, by name: they render at once, without suspending. */
const arrived = new Map<string, AnyComponent>();

/**
 * Fetches a main page's script ahead of its first visit (the first page of a visit, or the idle
 * moments after). A failure here is left to the page, which loads (and reports) it itself.
 */
export function preloadPage(name: PageName): Promise<void> {
  return PAGE_LOADERS[name]().then(
    (module) => void arrived.set(name, module.default),
    () => undefined,
  );
}

/**
 * React's lazy, except that a chunk gone after a deploy reloads the page once by itself (when it
 * is still gone, ArbiError says so in Danish), and that a page whose script has already arrived
 * renders at once: a lazy page suspends on its first render even then, and React holds a revealed
 * Suspense boundary back for 300 ms, which every first visit to a page paid.
 */
export function lazyPage<T extends AnyComponent>(
  name: string,
  load: () => Promise<{ default: T }>,
) {
  const Lazy = lazy(() =>
    loadReloadingOnce<{ default: T }>(
      name,
      load,
      () => window.sessionStorage,
      () => window.location.reload(),
    ).then((module) => {
      arrived.set(name, module.default);
      return module;
    }),
  );
  function Page(props: object) {
    // Chosen once per mount: switching from Lazy to the page later would mount it a second time.
    const [ready] = useState(() => arrived.get(name));
    return createElement(ready ?? Lazy, props);
  }
  Page.displayName = name;
  return Page as unknown as T;
}
