/**
 * In-process serialisation by key. The database lock (roulette row FOR UPDATE) is what makes distribution
 * correct across processes; this only keeps one process from parking many pooled connections on that lock
 * (200 concurrent creates would otherwise starve the pool and fail unrelated transactions).
 */
export class KeyedMutex {
  readonly #tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(fn);
    const tail = current.catch(() => undefined);
    this.#tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}
