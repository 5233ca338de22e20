/**
 * One run of a piece of work per key at a time: callers that arrive while it runs get the same promise,
 * and the key is free again as soon as it settles (its result is kept elsewhere, if at all).
 */
export class SingleFlight<T> {
  readonly #running = new Map<string, Promise<T>>();

  /** The running work's promise and whether this caller started it. */
  run(key: string, work: () => Promise<T>): { promise: Promise<T>; started: boolean } {
    const running = this.#running.get(key);
    if (running !== undefined) return { promise: running, started: false };
    const promise = work().finally(() => this.#running.delete(key));
    this.#running.set(key, promise);
    return { promise, started: true };
  }

  get size(): number {
    return this.#running.size;
  }
}
