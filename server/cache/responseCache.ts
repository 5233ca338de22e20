import { EventEmitter } from 'node:events';
import { EntryLoads } from './entryLoads.js';
import { EntryStore, type EntryLoader, type FetchContext, type Passed } from './entryStore.js';
import { SharedPromotion } from './sharedPromotion.js';
import type { SharedTier } from './sharedTier.js';
import { EVERY_COPY, type CopyPlan, type StoredAnswer } from './storedAnswer.js';
import { surrogateSources } from './surrogateKeys.js';

export { pass, type EntryLoader, type LoadedEntry, type Passed } from './entryStore.js';
/** While the upstream fails, a stale entry is refreshed at most this often (no retry storm). */
export const DEFAULT_REFRESH_BACKOFF_MS = 1000;

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

/** What a purge by prefix dropped: how many entries, and the surrogate keys of those the prefix matched. */
export interface PrefixPurge {
  purged: number;
  surrogateKeys: string[];
}

/** An answer the cache holds or has just stored (a lookup whose load passed gives a `Passed` value instead). */
export interface CacheLookup {
  kind: 'kept';
  answer: StoredAnswer;
  status: CacheStatus;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  staleMs: number;
  /** Monotonic milliseconds; tests pass a manual clock. */
  clock?: () => number;
  refreshBackoffMs?: number;
  /** The tier the replicas share (Redis; README, "Several replicas sharing one cache"); absent or null: this process's memory only. */
  shared?: SharedTier | null;
}

export interface ResponseCacheEvents {
  /** A request reached the cache without a fresh entry and will wait for, or be served from, a fetch. */
  lookup: [key: string, status: CacheStatus];
  stored: [key: string, answer: StoredAnswer];
  refreshFailed: [key: string, error: unknown];
  /** A stale entry was served because its last refresh failed (the upstream is failing, stale-if-error). */
  staleOnError: [key: string];
  /** Entries dropped because another replica purged or deleted them. */
  peerPurge: [dropped: number];
  /** Surrogate keys purged, here or by another replica (the picture cache drops its originals of `file:` keys). */
  keysPurged: [keys: readonly string[]];
}

/**
 * The shared answer cache over lru-cache's `fetchMethod`: bounded in bytes, fresh for
 * the entry's TTL, then served stale while one background refresh runs, and served stale while the
 * upstream fails, for at most `staleMs` after expiry. Concurrent misses share lru-cache's in-flight promise,
 * and with it what the load passed back when it kept nothing (`pass`).
 * With a shared tier (README, "Several replicas sharing one cache"), a miss in memory reads Redis before loading, a load is made once across
 * the replicas and written to Redis, and purges reach Redis and every replica; the hit path stays in memory.
 */
export class ResponseCache {
  readonly events = new EventEmitter<ResponseCacheEvents>();
  readonly #store: EntryStore;
  readonly #loads: EntryLoads;
  readonly #clock: () => number;
  readonly #staleMs: number;
  readonly #backoffMs: number;
  readonly #shared: SharedTier | null;
  readonly #promotion: SharedPromotion | null;

  constructor(options: ResponseCacheOptions) {
    this.#clock = options.clock ?? (() => performance.now());
    this.#staleMs = options.staleMs;
    this.#backoffMs = options.refreshBackoffMs ?? DEFAULT_REFRESH_BACKOFF_MS;
    this.#shared = options.shared ?? null;
    this.#store = new EntryStore({
      maxBytes: options.maxBytes,
      clock: this.#clock,
      fetchMethod: (key, stale, { context, options: setOptions }) => this.#loads.load(key, stale, context, setOptions),
      onStored: (key, answer) => this.events.emit('stored', key, answer),
    });
    this.#promotion =
      this.#shared === null ? null : new SharedPromotion(this.#store, this.#shared, this.#clock, this.#staleMs);
    this.#loads = new EntryLoads({
      store: this.#store,
      clock: this.#clock,
      staleMs: this.#staleMs,
      shared: this.#shared,
      promotion: this.#promotion,
      refreshFailed: (key, error) => this.events.emit('refreshFailed', key, error),
    });
    this.#shared?.events.on('purge', (prefix) =>
      this.events.emit('peerPurge', this.#store.drop(this.#store.keysUnder(prefix))),
    );
    this.#shared?.events.on('delete', (keys) => this.events.emit('peerPurge', this.#store.drop(keys)));
    this.#shared?.events.on('keys', (keys) => {
      this.events.emit('peerPurge', this.#store.drop(surrogateSources(keys)));
      this.events.emit('keysPurged', keys);
    });
  }

  /** The tier the replicas share, or null when there is none. */
  get sharedTier(): SharedTier | null {
    return this.#shared;
  }

  get calculatedSize(): number {
    return this.#store.lru.calculatedSize;
  }

  get size(): number {
    return this.#store.lru.size;
  }

  get maxEntrySize(): number {
    return this.#store.lru.maxEntrySize;
  }

  /** A fresh entry, synchronously: the hit path does nothing else with the cache. */
  fresh(key: string): StoredAnswer | undefined {
    return this.#store.lru.get(key);
  }

  /** Milliseconds since the answer was stored. */
  ageOf(answer: StoredAnswer): number {
    return Math.max(0, this.#clock() - answer.storedAt);
  }

  /**
   * The answer for a key that had no fresh entry: stale within the window, or fetched (coalesced). `copies`
   * names the compressed copies a load makes at once (by default all; the request's own encoding is
   * enough, the others are made when first asked for). A load may keep nothing and pass a value back
   * instead (`pass`): every lookup that waited for that load gets the same `Passed` value, and nothing is
   * stored; a stale entry stays, served as after a failed refresh. A load that throws rejects as ever.
   */
  lookup(key: string, ttlMs: number, load: EntryLoader, copies?: CopyPlan): Promise<CacheLookup>;
  lookup<P>(key: string, ttlMs: number, load: EntryLoader<P>, copies?: CopyPlan): Promise<CacheLookup | Passed<P>>;
  async lookup<P>(
    key: string,
    ttlMs: number,
    load: EntryLoader<P>,
    copies: CopyPlan = EVERY_COPY,
  ): Promise<CacheLookup | Passed<P>> {
    const context: FetchContext = { load, ttlMs, copies };
    let existing = this.#store.lru.peek(key, { allowStale: true });
    // A key being loaded here needs no read of Redis: the load answers, and reads Redis itself first.
    if (existing === undefined && this.#promotion !== null && !this.#store.inFlight.has(key)) {
      existing = await this.#promotion.promote(key);
    }
    if (existing === undefined) {
      this.events.emit('lookup', key, 'MISS');
      return this.#fetchFresh<P>(key, context);
    }
    const age = this.ageOf(existing);
    if (age <= existing.ttlMs) {
      this.events.emit('lookup', key, 'HIT');
      return { kind: 'kept', answer: existing, status: 'HIT' };
    }
    if (age > existing.ttlMs + this.#staleMs) {
      // Too old to serve even while the upstream fails: wait for a fresh answer like a cold miss.
      this.events.emit('lookup', key, 'MISS');
      const found = await this.#fetchFresh<P>(key, context);
      if (found.kind === 'kept' && found.answer === existing) throw existing.refreshError;
      if (found.kind === 'passed') this.#dropTooOld(key, existing);
      return found;
    }
    this.events.emit('lookup', key, 'STALE');
    const failedAt = existing.refreshFailedAt;
    if (failedAt !== null) this.events.emit('staleOnError', key);
    if (failedAt === null || this.#clock() - failedAt >= this.#backoffMs) {
      // Returns the stale answer at once and refreshes in the background (or joins a running refresh).
      void this.#store.lru.fetch(key, { ttl: context.ttlMs, context, allowStale: true });
    }
    return { kind: 'kept', answer: existing, status: 'STALE' };
  }

  /**
   * Drops every entry whose key starts with `prefix` (all when absent), answers being fetched too, and
   * every entry built from a dropped one (the pages rendered from an answer). With a shared tier, the same
   * entries go from Redis and from every replica, in the background (`purgeEverywhere` waits for it).
   */
  purge(prefix = ''): number {
    const dropped = this.#store.drop(this.#store.keysUnder(prefix));
    void this.#shared?.purge(prefix);
    return dropped;
  }

  /**
   * `purge`, waiting for the shared tier: the number of distinct entries dropped here and in Redis, and
   * (for a prefix) the surrogate keys of the entries it matched, here and in Redis, for the edge caches.
   */
  async purgeEverywhere(prefix = ''): Promise<PrefixPurge> {
    const here = new Set<string>();
    const matched = this.#store.keysUnder(prefix);
    const keys = new Set(prefix === '' ? [] : this.#store.surrogateKeysOf(matched));
    this.#store.drop(matched, here);
    if (this.#shared === null) return { purged: here.size, surrogateKeys: [...keys] };
    const shared = await this.#shared.purge(prefix, prefix !== '');
    for (const key of shared.deleted) here.add(key);
    for (const key of shared.surrogateKeys) keys.add(key);
    return { purged: here.size, surrogateKeys: [...keys] };
  }

  /**
   * Drops every entry one of the surrogate keys names (the index finds them, no scan) and those built from
   * them, here, in Redis and on every replica; the number of distinct entries dropped here and in Redis.
   */
  async purgeKeysEverywhere(keys: readonly string[]): Promise<number> {
    const here = new Set<string>();
    this.#store.drop(surrogateSources(keys), here);
    this.events.emit('keysPurged', keys);
    if (this.#shared === null) return here.size;
    for (const key of await this.#shared.purgeKeys(keys)) here.add(key);
    return here.size;
  }

  /** Drops the named entries and those built from them (in Redis and on every replica too); the number dropped here. */
  delete(keys: Iterable<string>): number {
    const named = [...keys];
    const dropped = this.#store.drop(named);
    void this.#shared?.delete(named);
    return dropped;
  }

  /** Empties this process's memory and leaves the shared tier (Redis keeps its entries for the others). */
  async close(): Promise<void> {
    await this.#shared?.close();
    this.#store.lru.clear();
  }

  /**
   * The key's answer from the load this call starts or joins, or what that load passed back. A fetch that
   * joined a load which had just ended (its result not yet in place in lru-cache) holds no flight; when
   * that load passed, its value was for the lookups that waited for it, and this one loads again.
   */
  async #fetchFresh<P>(key: string, context: FetchContext): Promise<CacheLookup | Passed<P>> {
    const fetching = this.#store.lru.fetch(key, {
      ttl: context.ttlMs,
      context,
      allowStale: false,
      allowStaleOnFetchRejection: false,
      noDeleteOnFetchRejection: false,
    });
    // lru-cache calls `fetchMethod` at once, and a load puts its flight in place before it waits for anything.
    const flight = this.#store.inFlight.get(key);
    const answer = await fetching;
    if (answer !== undefined) return { kind: 'kept', answer, status: 'MISS' };
    if (flight === undefined) return this.#fetchFresh<P>(key, context);
    // The loads of one key are all of one kind (pages, under `page:`), so they pass values of one type.
    if (flight.passed !== null) return flight.passed as Passed<P>;
    // lru-cache resolves nothing otherwise only for a fetch it gave up on; treat it as the failure it is.
    throw new Error(`the cache fetch for ${key} was abandoned`);
  }

  /**
   * An entry too old to serve, whose reload passed, goes (as it goes when its reload fails): lru-cache puts
   * it back after a fetch that resolves with nothing. Not while another load of the key runs over it.
   */
  #dropTooOld(key: string, tooOld: StoredAnswer): void {
    if (this.#store.inFlight.has(key) || this.#store.lru.peek(key, { allowStale: true }) !== tooOld) return;
    this.#store.lru.delete(key);
  }
}
