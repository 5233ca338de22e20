import type { StoredEncoding } from '../http/contentEncoding.js';
import { isPassed, type EntryStore, type FetchContext, type Flight } from './entryStore.js';
import type { SharedPromotion } from './sharedPromotion.js';
import type { SharedTier } from './sharedTier.js';
import { copiesOf, storeAnswer, type CopyPlan, type StoredAnswer } from './storedAnswer.js';

export interface EntryLoadsOptions {
  store: EntryStore;
  clock: () => number;
  staleMs: number;
  /** The tier the replicas share, and what brings its entries into memory; null: this process's memory only. */
  shared: SharedTier | null;
  promotion: SharedPromotion | null;
  /** A load failed (it is thrown to the lookups waiting for it; a stale entry is kept). */
  refreshFailed: (key: string, error: unknown) => void;
}

/**
 * The loads lru-cache's `fetchMethod` runs for the answer cache, one per key at a time: claimed across the
 * replicas when they share a tier, then stored with the copies asked for (here, and in the shared tier), or
 * passed back unkept. A pass resolves lru-cache's fetch with nothing (lru-cache then stores nothing and keeps
 * a stale entry) and leaves its value on the load's `Flight`, for the lookups that waited for it.
 */
export class EntryLoads {
  readonly #store: EntryStore;
  readonly #clock: () => number;
  readonly #staleMs: number;
  readonly #shared: SharedTier | null;
  readonly #promotion: SharedPromotion | null;
  readonly #refreshFailed: EntryLoadsOptions['refreshFailed'];

  constructor(options: EntryLoadsOptions) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#staleMs = options.staleMs;
    this.#shared = options.shared;
    this.#promotion = options.promotion;
    this.#refreshFailed = options.refreshFailed;
  }

  /** lru-cache's `fetchMethod`: the answer to keep, fresh for `setOptions.ttl`, or undefined for a pass. */
  async load(
    key: string,
    stale: StoredAnswer | undefined,
    context: FetchContext,
    setOptions: { ttl?: number },
  ): Promise<StoredAnswer | undefined> {
    const flight: Flight = { purged: false, passed: null };
    this.#store.inFlight.set(key, flight);
    try {
      const tier = this.#shared;
      const promotion = this.#promotion;
      if (tier === null || promotion === null) {
        return this.#kept(await this.#loadHere(context, stale, flight), stale, setOptions);
      }
      const claim = await tier.claim(key);
      if (claim.answer !== null) {
        const answer = promotion.fromWall(claim.answer);
        // Stored by another replica: fresh here only for what is left of its time.
        setOptions.ttl = Math.max(1, Math.ceil(answer.ttlMs - this.#ageOf(answer)));
        return answer;
      }
      let answer: StoredAnswer | null;
      try {
        answer = await this.#loadHere(context, stale, flight);
      } catch (error) {
        void claim.release();
        throw error;
      }
      // A pass is kept by no replica, and a purge during the load keeps its answer out of Redis: the replicas
      // waiting for this load then load for themselves.
      if (answer === null || flight.purged) void claim.release();
      else void claim.store(tier.stamped(answer, this.#ageOf(answer)), answer.ttlMs + this.#staleMs);
      return this.#kept(answer, stale, setOptions);
    } catch (error) {
      if (stale !== undefined) {
        stale.refreshFailedAt = this.#clock();
        stale.refreshError = error;
      }
      this.#refreshFailed(key, error);
      throw error;
    } finally {
      if (this.#store.inFlight.get(key) === flight) this.#store.inFlight.delete(key);
    }
  }

  /**
   * Loads here: the answer, stored with the copies asked for and those the answer it replaces had been asked
   * for; or null when the load passed a value back, which is then on the flight.
   */
  async #loadHere(
    context: FetchContext,
    stale: StoredAnswer | undefined,
    flight: Flight,
  ): Promise<StoredAnswer | null> {
    const loaded = await context.load();
    if (isPassed(loaded)) {
      flight.passed = loaded;
      return null;
    }
    const held: readonly StoredEncoding[] = stale === undefined ? [] : copiesOf(stale);
    const copies: CopyPlan =
      held.length === 0 ? context.copies : (length) => [...new Set([...context.copies(length), ...held])];
    return typeof loaded === 'string'
      ? storeAnswer(loaded, this.#clock(), context.ttlMs, [], copies)
      : storeAnswer(
          loaded.body,
          this.#clock(),
          Math.min(loaded.ttlMs ?? context.ttlMs, context.ttlMs),
          loaded.dependsOn,
          copies,
        );
  }

  /**
   * What lru-cache keeps of a load: its answer, fresh in memory for its own time (a body may ask for less
   * than its group's); nothing for a pass, and a stale entry is then served and refreshed as after a failed
   * refresh (stale-if-error, one refresh a backoff).
   */
  #kept(answer: StoredAnswer | null, stale: StoredAnswer | undefined, setOptions: { ttl?: number }) {
    if (answer === null) {
      if (stale !== undefined) stale.refreshFailedAt = this.#clock();
      return undefined;
    }
    setOptions.ttl = answer.ttlMs;
    return answer;
  }

  /** Milliseconds since the answer was stored. */
  #ageOf(answer: StoredAnswer): number {
    return Math.max(0, this.#clock() - answer.storedAt);
  }
}
