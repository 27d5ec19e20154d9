import { ChunkLoadFailed, loadReloadingOnce, type ReloadMemory } from './chunk-reload.js';

function memoryMap(): ReloadMemory & { keys: () => string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadReloadingOnce', () => {
  it('reloads once on a failed chunk, then rejects in Danish instead of looping', async () => {
    const memory = memoryMap();
    let reloads = 0;
    const pending = loadReloadingOnce(
      'SitesPage',
      gone,
      () => memory,
      () => reloads++,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(reloads).toBe(1);
    expect(memory.keys()).toHaveLength(1);
    void pending;

    // After the reload the chunk is still gone: no second reload, a Danish error.
    await expect(
      loadReloadingOnce(
        'SitesPage',
        gone,
        () => memory,
        () => reloads++,
      ),
    ).rejects.toThrow(ChunkLoadFailed);
    expect(reloads).toBe(1);
    // The mark is spent: the visitor's own reload may try once more by itself.
    expect(memory.keys()).toEqual([]);
  });

  it('forgets the mark when the chunk loads, so a later deploy reloads again', async () => {
    const memory = memoryMap();
    memory.setItem('arbiChunkReload:InfoPage', '1');
    await expect(
      loadReloadingOnce(
        'InfoPage',
        () => Promise.resolve('module'),
        () => memory,
        () => {},
      ),
    ).resolves.toBe('module');
    expect(memory.keys()).toEqual([]);
  });

  it('never reloads when storage is off, since a loop could not be stopped', async () => {
    let reloads = 0;
    const off = () => {
      throw new Error('SecurityError');
    };
    await expect(loadReloadingOnce('App', gone, off, () => reloads++)).rejects.toThrow(
      ChunkLoadFailed,
    );
    expect(reloads).toBe(0);
  });
});
