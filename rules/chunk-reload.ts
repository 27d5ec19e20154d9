/** Said, on both apps, when a part of the page still cannot be fetched after the one reload. */
export const CHUNK_FAILED =
  'Arbi er blevet opdateret, mens siden var åben, og en del af siden kunne ikke hentes. Genindlæs siden for at fortsætte.';

export class ChunkLoadFailed extends Error {
  constructor() {
    super(CHUNK_FAILED);
    this.name = 'ChunkLoadFailed';
  }
}

export const isChunkLoadFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ChunkLoadFailed';

export interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = 'arbiChunkReload:';

/** Reloads once when a deploy removed the chunk; the mark in `memory` stops a loop. No memory: no reload. */
export function loadReloadingOnce<T>(
  name: string,
  load: () => Promise<T>,
  memory: () => ReloadMemory | undefined,
  reload: () => void,
): Promise<T> {
  return load().then(
    (module) => {
      tryMemory(memory, (store) => store.removeItem(KEY + name));
      return module;
    },
    () => {
      const firstFailure = tryMemory(memory, (store) => {
        if (store.getItem(KEY + name)) {
          store.removeItem(KEY + name);
          return false;
        }
        store.setItem(KEY + name, '1');
        return true;
      });
      if (!firstFailure) throw new ChunkLoadFailed();
      reload();
      return new Promise<T>(() => {});
    },
  );
}

function tryMemory(
  memory: () => ReloadMemory | undefined,
  use: (store: ReloadMemory) => boolean | void,
): boolean {
  try {
    const store = memory();
    return store ? use(store) === true : false;
  } catch {
    return false;
  }
}
