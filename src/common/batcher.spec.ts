import { Batcher } from './batcher.js';

/** A writer whose batches finish when the test says so, recording what each batch held. */
function controlledWriter() {
  const batches: {
    items: number[];
    finish: (results?: (number | Error)[]) => void;
    fail: (error: Error) => void;
  }[] = [];
  const write = (items: number[]) =>
    new Promise<(number | Error)[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (results) => resolve(results ?? items.map((n) => n * 10)),
        fail: reject,
      });
    });
  return { batches, write };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher (group commit)', () => {
  it('sends a lone item at once, and groups the items that arrive while the writers are busy', async () => {
    const { batches, write } = controlledWriter();
    const batcher = new Batcher(write, 2, 100);
    const first = batcher.add(1);
    const second = batcher.add(2);
    const waiting = [3, 4, 5].map((n) => batcher.add(n));
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);

    batches[0].finish();
    expect(await first).toBe(10);
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[2].finish();
    expect(await Promise.all(waiting)).toEqual([30, 40, 50]);
    batches[1].finish();
    expect(await second).toBe(20);
  });

  it('keeps batches to their maximum size', async () => {
    const { batches, write } = controlledWriter();
    const batcher = new Batcher(write, 1, 2);
    const all = [1, 2, 3, 4, 5].map((n) => batcher.add(n));
    for (let i = 0; i < 4; i++) {
      await settle();
      batches.at(-1)!.finish();
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the item whose result is an error, and the whole batch when the write fails', async () => {
    const { batches, write } = controlledWriter();
    const batcher = new Batcher(write, 1, 10);
    const lone = batcher.add(1);
    const [a, b] = [batcher.add(2), batcher.add(3)];
    await settle();
    batches[0].fail(new Error('connection lost'));
    await expect(lone).rejects.toThrow('connection lost');
    await settle();
    batches[1].finish([20, new Error('check violated')]);
    expect(await a).toBe(20);
    await expect(b).rejects.toThrow('check violated');
  });

  it('fails a batch answered with the wrong number of results', async () => {
    const { batches, write } = controlledWriter();
    const batcher = new Batcher(write, 1, 10);
    const item = batcher.add(1);
    await settle();
    batches[0].finish([]);
    await expect(item).rejects.toThrow('a batch of 1 got 0 results');
  });
});
