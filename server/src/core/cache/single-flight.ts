/**
 * Concurrent loads of one key share one promise. A cached value that expires (or is dropped) while hundreds of
 * requests are in flight would otherwise be loaded once per waiting request: each load queues for a database
 * connection and holds its own copy in memory until it runs, on a server that is already at its busiest (the exam
 * deadline spike ran a node out of heap this way: hundreds of copies of the menu tree and of an examination's rules).
 * Every cache whose key many callers share loads through one of these.
 */
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  /** `load()`'s result, or the result of the load of `key` already running. A failure is shared, then forgotten. */
  run(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) {
      return running;
    }
    const promise = load().finally(() => {
      if (this.running.get(key) === promise) {
        this.running.delete(key);
      }
    });
    this.running.set(key, promise);
    return promise;
  }

  /** Callers from now on start their own load (after an invalidation, a load begun before it must not answer them). */
  forget(): void {
    this.running.clear();
  }

  /** Loads running now (tests). */
  get size(): number {
    return this.running.size;
  }
}
