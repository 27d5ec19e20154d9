import { loadReloadingOnce } from '../../rules/chunk-reload';

/** A page's loader that, when its chunk is gone after a deploy, reloads the page once by itself. */
export const reloadingOnce =
  <T>(name: string, load: () => Promise<T>) =>
  (): Promise<T> =>
    loadReloadingOnce(
      name,
      load,
      () => window.sessionStorage,
      () => window.location.reload(),
    );
