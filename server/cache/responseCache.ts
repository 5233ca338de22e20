import { EventEmitter } from 'node:events';
import { LRUCache } from 'lru-cache';
import { storeAnswer, type StoredAnswer } from './storedAnswer.js';

/** One entry may take at most this share of the cache, and never more than `MAX_ENTRY_BYTES`. */
const MAX_ENTRY_SHARE = 8;
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** While the upstream fails, a stale entry is refreshed at most this often (no retry storm). */
export const DEFAULT_REFRESH_BACKOFF_MS = 1000;

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export interface CacheLookup {
  answer: StoredAnswer;
  status: CacheStatus;
}

/** A body to store, and the keys of the entries it was built from (for pages). */
export interface LoadedEntry {
  body: string;
  dependsOn: readonly string[];
}

/** Produces the body for a key (the canonical JSON, or a page); throws the API error when it cannot. */
export type AnswerLoader = () => Promise<string | LoadedEntry>;

interface FetchContext {
  load: AnswerLoader;
  ttlMs: number;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  staleMs: number;
  /** Monotonic milliseconds; tests pass a manual clock. */
  clock?: () => number;
  refreshBackoffMs?: number;
}

export interface ResponseCacheEvents {
  /** A request reached the cache without a fresh entry and will wait for, or be served from, a fetch. */
  lookup: [key: string, status: CacheStatus];
  stored: [key: string, answer: StoredAnswer];
  refreshFailed: [key: string, error: unknown];
}

/**
 * The shared answer cache (DESIGN §5 "Cache") over lru-cache's `fetchMethod`: bounded in bytes, fresh for
 * the entry's TTL, then served stale while one background refresh runs, and served stale while the
 * upstream fails, for at most `staleMs` after expiry. Concurrent misses share lru-cache's in-flight promise.
 */
export class ResponseCache {
  readonly events = new EventEmitter<ResponseCacheEvents>();
  readonly #lru: LRUCache<string, StoredAnswer, FetchContext>;
  readonly #clock: () => number;
  readonly #staleMs: number;
  readonly #backoffMs: number;
  /** Keys being fetched, so a purge also drops answers that are on their way. */
  readonly #inFlight = new Set<string>();
  /** For each key, the entries built from it (pages from answers), so a purge drops them too. */
  readonly #dependents = new Map<string, Set<string>>();

  constructor(options: ResponseCacheOptions) {
    this.#clock = options.clock ?? (() => performance.now());
    this.#staleMs = options.staleMs;
    this.#backoffMs = options.refreshBackoffMs ?? DEFAULT_REFRESH_BACKOFF_MS;
    this.#lru = new LRUCache<string, StoredAnswer, FetchContext>({
      maxSize: options.maxBytes,
      maxEntrySize: Math.min(MAX_ENTRY_BYTES, Math.max(1, Math.floor(options.maxBytes / MAX_ENTRY_SHARE))),
      sizeCalculation: (answer) => answer.size,
      perf: { now: this.#clock },
      // The clock is cheap; a coarser resolution would also start a timer per millisecond.
      ttlResolution: 0,
      allowStale: false,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      // A purge or an eviction during a fetch still answers the requests waiting for it.
      ignoreFetchAbort: true,
      fetchMethod: (key, stale, { context }) => this.#load(key, stale, context),
      // Announced once the entry is really in place (lru-cache finishes `set` before the microtask runs).
      onInsert: (answer, key) => {
        this.#link(key, answer, 'add');
        queueMicrotask(() => this.events.emit('stored', key, answer));
      },
      // lru-cache disposes of a replaced entry before it announces the new one, so the links stay right.
      dispose: (answer, key) => this.#link(key, answer, 'delete'),
    });
  }

  get calculatedSize(): number {
    return this.#lru.calculatedSize;
  }

  get size(): number {
    return this.#lru.size;
  }

  get maxEntrySize(): number {
    return this.#lru.maxEntrySize;
  }

  /** A fresh entry, synchronously: the hit path does nothing else with the cache. */
  fresh(key: string): StoredAnswer | undefined {
    return this.#lru.get(key);
  }

  /** Milliseconds since the answer was stored. */
  ageOf(answer: StoredAnswer): number {
    return Math.max(0, this.#clock() - answer.storedAt);
  }

  /** The answer for a key that had no fresh entry: stale within the window, or fetched (coalesced). */
  async lookup(key: string, ttlMs: number, load: AnswerLoader): Promise<CacheLookup> {
    const context: FetchContext = { load, ttlMs };
    const existing = this.#lru.peek(key, { allowStale: true });
    if (existing === undefined) {
      this.events.emit('lookup', key, 'MISS');
      return { answer: await this.#fetchFresh(key, context), status: 'MISS' };
    }
    const age = this.ageOf(existing);
    if (age <= existing.ttlMs) {
      this.events.emit('lookup', key, 'HIT');
      return { answer: existing, status: 'HIT' };
    }
    if (age > existing.ttlMs + this.#staleMs) {
      // Too old to serve even while the upstream fails: wait for a fresh answer like a cold miss.
      this.events.emit('lookup', key, 'MISS');
      const answer = await this.#fetchFresh(key, context);
      if (answer === existing) throw existing.refreshError;
      return { answer, status: 'MISS' };
    }
    this.events.emit('lookup', key, 'STALE');
    const failedAt = existing.refreshFailedAt;
    if (failedAt === null || this.#clock() - failedAt >= this.#backoffMs) {
      // Returns the stale answer at once and refreshes in the background (or joins a running refresh).
      void this.#lru.fetch(key, { ttl: context.ttlMs, context, allowStale: true });
    }
    return { answer: existing, status: 'STALE' };
  }

  /**
   * Drops every entry whose key starts with `prefix` (all when absent), answers being fetched too, and
   * every entry built from a dropped one (the pages rendered from an answer).
   */
  purge(prefix = ''): number {
    const keys = new Set<string>();
    for (const key of this.#lru.keys()) if (key.startsWith(prefix)) keys.add(key);
    for (const key of this.#inFlight) if (key.startsWith(prefix)) keys.add(key);
    return this.delete(keys);
  }

  /** Drops the named entries and those built from them; the number of entries dropped. */
  delete(keys: Iterable<string>): number {
    const pending = [...keys];
    const seen = new Set<string>();
    let purged = 0;
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      const dependents = this.#dependents.get(key);
      if (dependents !== undefined) pending.push(...dependents);
      if (this.#lru.delete(key)) purged += 1;
    }
    return purged;
  }

  #link(key: string, answer: StoredAnswer, change: 'add' | 'delete'): void {
    for (const source of answer.dependsOn) {
      let dependents = this.#dependents.get(source);
      if (change === 'add') {
        if (dependents === undefined) this.#dependents.set(source, (dependents = new Set()));
        dependents.add(key);
      } else if (dependents !== undefined) {
        dependents.delete(key);
        if (dependents.size === 0) this.#dependents.delete(source);
      }
    }
  }

  async #fetchFresh(key: string, context: FetchContext): Promise<StoredAnswer> {
    const answer = await this.#lru.fetch(key, {
      ttl: context.ttlMs,
      context,
      allowStale: false,
      allowStaleOnFetchRejection: false,
      noDeleteOnFetchRejection: false,
    });
    // lru-cache resolves undefined only for a fetch it gave up on; treat it as the failure it is.
    if (answer === undefined) throw new Error(`the cache fetch for ${key} was abandoned`);
    return answer;
  }

  async #load(key: string, stale: StoredAnswer | undefined, context: FetchContext): Promise<StoredAnswer> {
    this.#inFlight.add(key);
    try {
      const loaded = await context.load();
      return typeof loaded === 'string'
        ? storeAnswer(loaded, this.#clock(), context.ttlMs)
        : storeAnswer(loaded.body, this.#clock(), context.ttlMs, loaded.dependsOn);
    } catch (error) {
      if (stale !== undefined) {
        stale.refreshFailedAt = this.#clock();
        stale.refreshError = error;
      }
      this.events.emit('refreshFailed', key, error);
      throw error;
    } finally {
      this.#inFlight.delete(key);
    }
  }
}
