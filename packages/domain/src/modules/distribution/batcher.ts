/**
 * Coalesces work per key: calls that arrive while a batch of the same key runs are handled together by the next
 * batch (at most `maxBatch` items), one batch per key at a time. Distribution uses it per enterprise, so a burst
 * of new leads costs a few transactions instead of one each, and still never runs two batches of one enterprise
 * at once in this process (the database locks order them across processes).
 */
export class KeyedBatcher<I, O> {
  readonly #pending = new Map<string, { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[]>();
  readonly #running = new Set<string>();

  constructor(
    private readonly run: (key: string, items: I[]) => Promise<Map<I, O>>,
    private readonly maxBatch = 100,
  ) {}

  submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.#pending.get(key) ?? [];
      queue.push({ item, resolve, reject });
      this.#pending.set(key, queue);
      if (!this.#running.has(key)) void this.#drain(key);
    });
  }

  async #drain(key: string): Promise<void> {
    this.#running.add(key);
    try {
      for (;;) {
        const queue = this.#pending.get(key);
        if (!queue || queue.length === 0) break;
        const batch = queue.splice(0, this.maxBatch);
        if (queue.length === 0) this.#pending.delete(key);
        try {
          const out = await this.run(
            key,
            batch.map((b) => b.item),
          );
          for (const b of batch) {
            const o = out.get(b.item);
            if (o === undefined) b.reject(new Error("batch produced no result for an item"));
            else b.resolve(o);
          }
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      }
    } finally {
      this.#running.delete(key);
      // An item submitted between the last check and here starts its own drain.
      if (this.#pending.get(key)?.length) void this.#drain(key);
    }
  }
}
