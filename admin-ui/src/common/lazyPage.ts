import { type ComponentType, lazy } from 'react';
import { loadReloadingOnce } from '../../../rules/chunk-reload';

/**
 * React's lazy, except that a chunk gone after a deploy reloads the page once by itself; when it
 * is still gone, ArbiError says so in Danish.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export const lazyPage = <T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
) =>
  lazy(() =>
    loadReloadingOnce<{ default: T }>(
      name,
      load,
      () => window.sessionStorage,
      () => window.location.reload(),
    ),
  );
