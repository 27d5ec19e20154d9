/** Group commit: a lone item goes out at once; under load one round trip and commit serve many. */
export class Batcher<I, O> {
  private readonly waiting: {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private inFlight = 0;

  /**
   * @param writeBatch writes the items and answers one result per item, in order (an Error fails that item alone)
   * @param maxInFlight batches written at the same time
   * @param maxBatch items in one batch at most
   */
  constructor(
    private readonly writeBatch: (items: I[]) => Promise<(O | Error)[]>,
    private readonly maxInFlight: number,
    private readonly maxBatch: number,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      this.write(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  private async write(batch: typeof this.waiting): Promise<void> {
    try {
      const results = await this.writeBatch(batch.map((entry) => entry.item));
      if (results.length !== batch.length)
        throw new Error(`a batch of ${batch.length} got ${results.length} results`);
      batch.forEach((entry, i) => {
        const result = results[i];
        if (result instanceof Error) entry.reject(result);
        else entry.resolve(result);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
