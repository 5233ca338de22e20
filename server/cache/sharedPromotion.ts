import type { EntryStore } from './entryStore.js';
import type { SharedTier } from './sharedTier.js';
import type { StoredAnswer } from './storedAnswer.js';

/**
 * Brings the shared tier's entries into this process's memory: after a miss in memory, the entry Redis
 * holds for the key, if it is not past its stale window and memory has not moved on while Redis answered.
 * One read per key at a time. The tier counts `storedAt` in wall-clock time, memory in its own monotonic
 * clock; `fromWall` converts.
 */
export class SharedPromotion {
  /** Reads of the shared tier under way, one per key. */
  readonly #reading = new Map<string, Promise<StoredAnswer | undefined>>();

  constructor(
    private readonly store: EntryStore,
    private readonly shared: SharedTier,
    private readonly clock: () => number,
    private readonly staleMs: number,
  ) {}

  /** The shared tier's entry for a key this process does not hold, put in memory. */
  promote(key: string): Promise<StoredAnswer | undefined> {
    let reading = this.#reading.get(key);
    if (reading === undefined) {
      reading = this.#read(key).finally(() => this.#reading.delete(key));
      this.#reading.set(key, reading);
    }
    return reading;
  }

  /** An answer of the shared tier with `storedAt` in this cache's clock. */
  fromWall(answer: StoredAnswer): StoredAnswer {
    return { ...answer, storedAt: this.clock() - this.shared.ageOf(answer) };
  }

  async #read(key: string): Promise<StoredAnswer | undefined> {
    const drops = this.store.drops;
    const found = await this.shared.read(key);
    if (found === null) return undefined;
    const answer = this.fromWall(found);
    if (this.clock() - answer.storedAt > answer.ttlMs + this.staleMs) return undefined;
    // Memory may have moved on while Redis answered: a fetch started, or a purge dropped this entry.
    if (drops !== this.store.drops || this.store.inFlight.has(key)) return undefined;
    const current = this.store.lru.peek(key, { allowStale: true });
    if (current !== undefined) return current;
    // The entry keeps its age: lru-cache counts its freshness from when it was stored.
    this.store.lru.set(key, answer, { ttl: answer.ttlMs, start: answer.storedAt });
    return answer;
  }
}
