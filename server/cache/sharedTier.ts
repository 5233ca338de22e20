import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { decodeEntry, encodeEntry } from './entryCodec.js';
import { KeyWaiters } from './keyWaiters.js';
import { RedisLink, type SharedCacheOp, type SharedCacheStatus } from './redisLink.js';
import { DEPENDENTS, ENTRY, LOCK, SHARED_CHANNEL } from './sharedKeyNames.js';
import { parseMessage, type SharedMessage } from './sharedMessages.js';
import { dropShared, sharedKeysUnder, surrogateKeysInRedis } from './sharedPurges.js';
import { READ_OR_LOCK, RELEASE, STORE_AND_RELEASE } from './sharedScripts.js';
import type { StoredAnswer } from './storedAnswer.js';
import { surrogateSources } from './surrogateKeys.js';

export { SHARED_KEY_PREFIX } from './sharedKeyNames.js';
/** How long start-up waits for Redis; past it the replica serves without it and connects in the background. */
export const SHARED_CACHE_STARTUP_WAIT_MS = 2000;

export type SharedRead = 'hit' | 'stale' | 'miss';

export interface SharedTierObserver {
  error(op: SharedCacheOp, error: unknown): void;
  read(result: SharedRead): void;
  status(status: SharedCacheStatus, reason: string | null): void;
}

export interface SharedTierOptions {
  url: string;
  /**
   * How long a replica holds the lock of a key it loads, and the longest the others wait for its answer:
   * the upstream timeout, since a load cannot take longer.
   */
  lockMs: number;
  /** Wall-clock milliseconds (the replicas share no other clock); tests pass a manual clock. */
  now?: () => number;
  observer?: Partial<SharedTierObserver>;
  callLimitMs?: number;
}

export interface SharedTierEvents {
  /** Another replica purged a prefix or surrogate keys, or deleted keys: drop the same entries here. */
  purge: [prefix: string];
  delete: [keys: string[]];
  keys: [keys: string[]];
  /** This replica waits for another one's load of a key. */
  waiting: [key: string];
  /** An entry this replica loaded is now in Redis. */
  written: [key: string];
  /** This replica gave up a load (it failed, passed a value back, or was purged meanwhile) and its lock. */
  released: [key: string];
  status: [SharedCacheStatus];
}

/** The outcome of asking for a key: an answer another replica stored, or the duty to load it here. */
export interface Claim {
  answer: StoredAnswer | null;
  /** Writes what was loaded here (and releases the lock, when held); `storedAt` in wall-clock ms. */
  store(answer: StoredAnswer, lifetimeMs: number): Promise<void>;
  /** Gives up the load (it failed, passed a value back, or was purged meanwhile): the others load for themselves. */
  release(): Promise<void>;
}

const nothingToDo = async (): Promise<void> => {};

/** What a purge by prefix deleted in Redis, and the surrogate keys of the entries it matched (when asked). */
export interface SharedPurge {
  deleted: string[];
  surrogateKeys: string[];
}

/**
 * The second cache tier the replicas share (README, "Several replicas sharing one cache"), in Redis or Valkey: entries with their freshness,
 * the single flight of a key across replicas, and purges announced to all. Every operation degrades to
 * "not there" when Redis fails; the caller then works from its own memory and the CMS.
 */
export class SharedTier {
  readonly events = new EventEmitter<SharedTierEvents>();
  readonly #link: RedisLink;
  readonly #lockMs: number;
  readonly #now: () => number;
  readonly #observer: SharedTierObserver;
  /** Tells this replica's own announcements from the others'. */
  readonly #id = randomBytes(9).toString('base64url');
  readonly #waiters = new KeyWaiters();

  constructor(options: SharedTierOptions) {
    this.#lockMs = options.lockMs;
    this.#now = options.now ?? Date.now;
    this.#observer = { error: () => {}, read: () => {}, status: () => {}, ...options.observer };
    this.#link = new RedisLink({
      url: options.url,
      channel: SHARED_CHANNEL,
      onMessage: (message) => this.#receive(message),
      onError: (op, error) => this.#observer.error(op, error),
      ...(options.callLimitMs === undefined ? {} : { callLimitMs: options.callLimitMs }),
    });
    this.#link.events.on('status', (status, reason) => {
      // Without the subscription no announcement arrives: load instead of waiting for one.
      if (status === 'down') this.#waiters.wakeAll();
      this.#observer.status(status, reason);
      this.events.emit('status', status);
    });
  }

  get status(): SharedCacheStatus {
    return this.#link.status;
  }

  /** Wall-clock milliseconds, the time `storedAt` of the tier's answers is counted in. */
  now(): number {
    return this.#now();
  }

  async start(limitMs = SHARED_CACHE_STARTUP_WAIT_MS): Promise<void> {
    await this.#link.start(limitMs);
  }

  async close(): Promise<void> {
    this.#waiters.wakeAll();
    await this.#link.close();
  }

  /** Milliseconds since a tier answer was stored; a replica whose clock runs ahead makes none younger than new. */
  ageOf(answer: StoredAnswer): number {
    return Math.max(0, this.#now() - answer.storedAt);
  }

  /** The answer with `storedAt` in wall-clock time, for an answer `ageMs` old. */
  stamped(answer: StoredAnswer, ageMs: number): StoredAnswer {
    return { ...answer, storedAt: this.#now() - ageMs };
  }

  isFresh(answer: StoredAnswer): boolean {
    return this.#now() - answer.storedAt <= answer.ttlMs;
  }

  /** The entry for a key, fresh or stale; null when absent, unreadable, or Redis is unavailable. */
  async read(key: string): Promise<StoredAnswer | null> {
    const answer = await this.#readEntry(key);
    this.#observer.read(answer === null ? 'miss' : this.isFresh(answer) ? 'hit' : 'stale');
    return answer;
  }

  /**
   * A fresh answer for a key, or the duty to load it. One replica at a time loads a key: it takes a lock
   * (`SET NX PX`) in the same script that reads the entry; the others wait for its announcement on the
   * channel (pub/sub rather than polling: they get the answer the moment it is written, and an idle wait
   * costs Redis nothing), at most as long as the lock lives, then read the entry or load it themselves.
   */
  async claim(key: string): Promise<Claim> {
    const token = randomBytes(12).toString('base64url');
    // Listening before the lock attempt: an announcement right after it cannot be missed.
    const waiter = this.#waiters.listen(key);
    const reply = await this.#link.call<[number, Buffer | null, number]>(
      'lock',
      ['EVAL', READ_OR_LOCK, '2', ENTRY + key, LOCK + key, token, String(this.#lockMs)],
      { binary: true },
    );
    if (reply === undefined) {
      waiter.cancel();
      return this.#unlocked(key);
    }
    const [locked, bytes, lockTtlMs] = reply;
    const found = bytes === null ? null : this.#decode(bytes);
    if (found !== null && this.isFresh(found)) {
      waiter.cancel();
      if (locked === 1) void this.#release(key, token);
      return { answer: found, store: nothingToDo, release: nothingToDo };
    }
    if (locked === 1) {
      waiter.cancel();
      return {
        answer: null,
        store: (answer, lifetimeMs) => this.#store(key, answer, lifetimeMs, token),
        release: () => this.#release(key, token),
      };
    }
    if (!this.#link.listening) {
      waiter.cancel();
      return this.#unlocked(key);
    }
    this.events.emit('waiting', key);
    await waiter.wait(lockTtlMs > 0 ? Math.min(lockTtlMs, this.#lockMs) : this.#lockMs);
    const arrived = await this.#readEntry(key);
    if (arrived !== null && this.isFresh(arrived)) return { answer: arrived, store: nothingToDo, release: nothingToDo };
    return this.#unlocked(key);
  }

  /**
   * Deletes every entry whose key starts with `prefix` (all when empty) and the entries built from them,
   * then tells the other replicas to drop the same; the cache keys deleted in Redis and, with `withKeys`,
   * the surrogate keys of the entries the prefix matched (not of those built from them, which name them).
   */
  async purge(prefix: string, withKeys = false): Promise<SharedPurge> {
    const matched = await sharedKeysUnder(this.#link, prefix);
    const surrogateKeys = withKeys ? await surrogateKeysInRedis(this.#link, matched) : [];
    const deleted = await dropShared(this.#link, matched);
    await this.#publish({ op: 'purge', prefix, from: this.#id });
    return { deleted, surrogateKeys };
  }

  /**
   * Deletes every entry named by one of the surrogate keys (through their `d:` sets, no scan), and those
   * built from them, then tells the other replicas to drop the same; the cache keys deleted in Redis.
   */
  async purgeKeys(keys: readonly string[]): Promise<string[]> {
    const deleted = await dropShared(this.#link, surrogateSources(keys));
    await this.#publish({ op: 'keys', keys: [...keys], from: this.#id });
    return deleted;
  }

  /** Deletes the named entries and those built from them, and tells the other replicas; the keys deleted. */
  async delete(keys: Iterable<string>): Promise<string[]> {
    const named = [...keys];
    const deleted = await dropShared(this.#link, named);
    await this.#publish({ op: 'delete', keys: named, from: this.#id });
    return deleted;
  }

  #unlocked(key: string): Claim {
    return {
      answer: null,
      store: (answer, lifetimeMs) => this.#store(key, answer, lifetimeMs, ''),
      release: nothingToDo,
    };
  }

  async #readEntry(key: string): Promise<StoredAnswer | null> {
    const bytes = await this.#link.call<Buffer | null>('read', ['GET', ENTRY + key], { binary: true });
    return bytes === undefined || bytes === null ? null : this.#decode(bytes);
  }

  #decode(bytes: Buffer): StoredAnswer | null {
    const answer = Buffer.isBuffer(bytes) ? decodeEntry(bytes) : null;
    if (answer === null) this.#observer.error('decode', new Error('a value in Redis is not an entry of this format'));
    return answer;
  }

  async #store(key: string, answer: StoredAnswer, lifetimeMs: number, token: string): Promise<void> {
    const sources = answer.dependsOn.map((source) => DEPENDENTS + source);
    const stored = await this.#link.call<number>('write', [
      'EVAL',
      STORE_AND_RELEASE,
      String(2 + sources.length),
      ENTRY + key,
      LOCK + key,
      ...sources,
      encodeEntry(answer),
      String(Math.max(1, Math.ceil(lifetimeMs))),
      token,
      SHARED_CHANNEL,
      JSON.stringify({ op: 'done', key }),
      key,
    ]);
    if (stored === undefined) {
      if (token !== '') await this.#release(key, token);
      return;
    }
    this.events.emit('written', key);
  }

  async #release(key: string, token: string): Promise<void> {
    await this.#link.call(
      'release',
      ['EVAL', RELEASE, '1', LOCK + key, token, SHARED_CHANNEL, JSON.stringify({ op: 'done', key })],
      { urgent: true },
    );
    this.events.emit('released', key);
  }

  async #publish(message: SharedMessage): Promise<void> {
    await this.#link.call('publish', ['PUBLISH', SHARED_CHANNEL, JSON.stringify(message)], { urgent: true });
  }

  #receive(text: string): void {
    const message = parseMessage(text);
    if (message === null) return;
    if (message.op === 'done') this.#waiters.wake(message.key);
    else if (message.from === this.#id) return;
    else if (message.op === 'purge') this.events.emit('purge', message.prefix);
    else if (message.op === 'keys') this.events.emit('keys', message.keys);
    else this.events.emit('delete', message.keys);
  }
}
