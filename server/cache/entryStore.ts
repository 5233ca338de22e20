import { LRUCache } from 'lru-cache';
import { DependentIndex } from './dependentIndex.js';
import type { CopyPlan, StoredAnswer } from './storedAnswer.js';
import { surrogateKeysIn } from './surrogateKeys.js';

/** One entry may take at most this share of the cache, and never more than `MAX_ENTRY_BYTES`. */
const MAX_ENTRY_SHARE = 8;
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** A body to store, and the keys of the entries it was built from (for pages). */
export interface LoadedEntry {
  body: string;
  dependsOn: readonly string[];
  /** How long this body stays fresh, when shorter than its group's time (a page drawn with fallbacks). */
  ttlMs?: number;
}

/**
 * What a load gives back instead of a body to keep (a page not to keep, a redirect): nothing is stored, here
 * or in the shared tier, and every lookup that waited for the load receives this same value.
 */
export interface Passed<P> {
  readonly kind: 'passed';
  readonly value: P;
}

export const pass = <P>(value: P): Passed<P> => ({ kind: 'passed', value });

/**
 * Produces the body for a key (the canonical JSON, or a page), or passes a value back unkept; throws the API
 * error when it cannot. A loader that never passes is an `EntryLoader` (`P` is `never`).
 */
export type EntryLoader<P = never> = () => Promise<string | LoadedEntry | Passed<P>>;

/** Whether a load passed a value back rather than give a body to keep. */
export const isPassed = <P>(loaded: string | LoadedEntry | Passed<P>): loaded is Passed<P> =>
  typeof loaded !== 'string' && 'kind' in loaded;

/** What a fetch of a key is given: how to load it, its freshness, and the copies to make when storing it. */
export interface FetchContext {
  load: EntryLoader<unknown>;
  ttlMs: number;
  copies: CopyPlan;
}

/**
 * A load in progress; a purge during it keeps its answer out of the shared tier. The lookups that start or
 * join it hold it, to receive what it passes back (lru-cache resolves their fetches with nothing then).
 */
export interface Flight {
  purged: boolean;
  passed: Passed<unknown> | null;
}

export interface EntryStoreOptions {
  maxBytes: number;
  clock: () => number;
  fetchMethod: LRUCache.Fetcher<string, StoredAnswer, FetchContext>;
  /** Called once an entry is really in place (not when it is only counted again). */
  onStored: (key: string, answer: StoredAnswer) => void;
}

/**
 * The entries of the answer cache in lru-cache, bounded in bytes, with what a cache needs around them: the
 * loads under way, the entries built from each key (pages from answers), and copies made after an entry
 * was stored counted into its size.
 */
export class EntryStore {
  readonly lru: LRUCache<string, StoredAnswer, FetchContext>;
  /** Keys being fetched, so a purge also drops answers that are on their way. */
  readonly inFlight = new Map<string, Flight>();
  readonly #dependents = new DependentIndex();
  /** Counts drops, so a shared read that started before one does not bring a dropped entry back. */
  #drops = 0;
  /** Set while an entry is set again to count a new copy: not a new entry. */
  #regrowing = false;

  constructor({ maxBytes, clock, fetchMethod, onStored }: EntryStoreOptions) {
    this.lru = new LRUCache<string, StoredAnswer, FetchContext>({
      maxSize: maxBytes,
      maxEntrySize: Math.min(MAX_ENTRY_BYTES, Math.max(1, Math.floor(maxBytes / MAX_ENTRY_SHARE))),
      sizeCalculation: (answer) => answer.size,
      perf: { now: clock },
      // The clock is cheap; a coarser resolution would also start a timer per millisecond.
      ttlResolution: 0,
      allowStale: false,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      // A purge or an eviction during a fetch still answers the requests waiting for it.
      ignoreFetchAbort: true,
      fetchMethod,
      onInsert: (answer, key) => {
        this.#dependents.link(key, answer, 'add');
        answer.holder = { regrow: (grown) => this.#regrow(key, grown) };
        // Announced once the entry is really in place (lru-cache finishes `set` before the microtask runs).
        if (!this.#regrowing) queueMicrotask(() => onStored(key, answer));
      },
      // lru-cache disposes of a replaced entry before it announces the new one, so the links stay right.
      dispose: (answer, key) => this.#dependents.link(key, answer, 'delete'),
    });
  }

  get drops(): number {
    return this.#drops;
  }

  keysUnder(prefix: string): Set<string> {
    const keys = new Set<string>();
    for (const key of this.lru.keys()) if (key.startsWith(prefix)) keys.add(key);
    for (const key of this.inFlight.keys()) if (key.startsWith(prefix)) keys.add(key);
    // Sources that are not cached here may still have pages here built from them.
    for (const key of this.#dependents.sources()) if (key.startsWith(prefix)) keys.add(key);
    return keys;
  }

  /** The surrogate keys of the entries held under `keys`, each once. */
  surrogateKeysOf(keys: Iterable<string>): string[] {
    const found = new Set<string>();
    for (const key of keys) {
      const answer = this.lru.peek(key, { allowStale: true });
      if (answer !== undefined) for (const named of surrogateKeysIn(answer.dependsOn)) found.add(named);
    }
    return [...found];
  }

  /** Drops entries and, transitively, their dependents; the number of entries dropped. */
  drop(keys: Iterable<string>, dropped = new Set<string>()): number {
    const pending = [...keys];
    const seen = new Set<string>();
    this.#drops += 1;
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      const dependents = this.#dependents.of(key);
      if (dependents !== undefined) pending.push(...dependents);
      const flight = this.inFlight.get(key);
      if (flight !== undefined) flight.purged = true;
      if (this.lru.delete(key)) dropped.add(key);
    }
    return dropped.size;
  }

  /**
   * Counts an entry again after a copy was added to it: lru-cache counts a size when an entry is set, so
   * it is set again, with its own expiry. False (the copy is not kept) when the answer is no longer the
   * key's entry or is being replaced by a load, or would outgrow the limit of one entry.
   */
  #regrow(key: string, answer: StoredAnswer): boolean {
    if (this.inFlight.has(key) || this.lru.peek(key, { allowStale: true }) !== answer) return false;
    if (answer.size > this.lru.maxEntrySize) return false;
    this.#regrowing = true;
    try {
      this.lru.delete(key);
      this.lru.set(key, answer, { ttl: answer.ttlMs, start: answer.storedAt });
    } finally {
      this.#regrowing = false;
    }
    return true;
  }
}
