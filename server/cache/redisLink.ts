import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, ErrorReply, RESP_TYPES, type RedisArgument } from '@redis/client';

/** Time limit of one Redis call: past it the call counts as failed and the request goes on without Redis. */
export const SHARED_CACHE_CALL_LIMIT_MS = 100;
/**
 * After this many calls in a row failed, the request path leaves Redis alone for `SHARED_CACHE_PAUSE_MS`
 * (and the shared cache reports itself down), so a slow Redis costs a few limits, not one per miss; a single
 * late answer on a busy machine only costs its own call.
 */
export const SHARED_CACHE_FAILURES_BEFORE_PAUSE = 3;
export const SHARED_CACHE_PAUSE_MS = 1000;
/** Reconnection backoff: doubling from the first delay up to the last, plus up to `RECONNECT_JITTER_MS`. */
export const RECONNECT_FIRST_MS = 100;
export const RECONNECT_MAX_MS = 2000;
const RECONNECT_JITTER_MS = 100;
const CONNECT_TIMEOUT_MS = 1000;
/** Commands a client queues at most (a hung Redis must not grow memory); more fail at once. */
const MAX_QUEUED_COMMANDS = 1000;
/** How long closing waits for commands already sent before it drops the connections. */
const CLOSE_LIMIT_MS = 1000;

/** What a shared-cache call was for: the `op` label of `bff_shared_cache_errors_total`. */
export type SharedCacheOp = 'connect' | 'read' | 'decode' | 'lock' | 'write' | 'release' | 'purge' | 'publish';
export type SharedCacheStatus = 'up' | 'down';

export interface RedisLinkOptions {
  url: string;
  /** The channel this replica listens on (purges, finished loads). */
  channel: string;
  onMessage: (message: string) => void;
  onError: (op: SharedCacheOp, error: unknown) => void;
  callLimitMs?: number;
}

export interface CallOptions {
  /** Bulk replies as Buffers (entries), not strings. */
  binary?: boolean;
  /** Sent even while the request path pauses (lock releases and purges must not be lost to a pause). */
  urgent?: boolean;
}

class CallTimeout extends Error {
  override name = 'CallTimeout';
}

class Paused extends Error {
  override name = 'Paused';
}

function reconnectDelay(retries: number): number {
  return (
    Math.min(RECONNECT_FIRST_MS * 2 ** retries, RECONNECT_MAX_MS) + Math.floor(Math.random() * RECONNECT_JITTER_MS)
  );
}

/**
 * The two connections of a replica to Redis: one for commands, one subscribed to the channel. Every call
 * has a time limit and never throws: a failure is counted and answered with `undefined`, so the caller goes
 * on without Redis. Commands are not queued while disconnected; node-redis reconnects with backoff and
 * subscribes again by itself.
 */
export class RedisLink {
  /** `reason`: what last went wrong, when the status turns to down. */
  readonly events = new EventEmitter<{ status: [status: SharedCacheStatus, reason: string | null] }>();
  readonly #options: RedisLinkOptions;
  readonly #limitMs: number;
  readonly #commands;
  readonly #binary;
  readonly #subscriber;
  #pausedUntil = 0;
  /** Calls in a row that failed (not merely answered with an error). */
  #failures = 0;
  #status: SharedCacheStatus = 'down';
  #lastError: unknown = null;
  /** node-redis subscribes again after a reconnection; only a first subscription that failed is retried here. */
  #subscribed = false;
  #subscribing = false;

  constructor(options: RedisLinkOptions) {
    this.#options = options;
    this.#limitMs = options.callLimitMs ?? SHARED_CACHE_CALL_LIMIT_MS;
    this.#commands = createClient({
      url: options.url,
      disableOfflineQueue: true,
      commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
      socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
    });
    this.#binary = this.#commands.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    this.#subscriber = this.#commands.duplicate();
    for (const client of [this.#commands, this.#subscriber]) {
      // node-redis reports each failed (re)connection here; without a listener it would throw.
      client.on('error', (error: unknown) => {
        this.#lastError = error;
        options.onError('connect', error);
        this.#update();
      });
      client.on('ready', () => {
        this.#failures = 0;
        this.#pausedUntil = 0;
        this.#update();
      });
      client.on('end', () => this.#update());
      client.on('reconnecting', () => this.#update());
    }
    this.#subscriber.on('ready', () => void this.#subscribe());
  }

  get status(): SharedCacheStatus {
    return this.#status;
  }

  /** Whether finished loads of other replicas reach this one (waiting for them is pointless otherwise). */
  get listening(): boolean {
    return this.#subscribed && this.#subscriber.isReady;
  }

  /** Connects and subscribes, waiting at most `limitMs`; past it both go on connecting in the background. */
  async start(limitMs: number): Promise<void> {
    // connect() settles once connected (node-redis retries with the backoff until then).
    void this.#commands.connect().catch(() => undefined);
    void this.#subscriber.connect().catch(() => undefined);
    if (this.#status === 'up') return;
    let onStatus = (_status: SharedCacheStatus): void => {};
    const up = new Promise<void>((resolve) => {
      onStatus = (status) => {
        if (status === 'up') resolve();
      };
      this.events.on('status', onStatus);
    });
    const gaveUp = new AbortController();
    await Promise.race([up, sleep(limitMs, undefined, { signal: gaveUp.signal }).catch(() => undefined)]);
    gaveUp.abort();
    this.events.off('status', onStatus);
  }

  /** A Redis command's reply, or `undefined` when it failed, took too long, or Redis is unavailable. */
  async call<T>(op: SharedCacheOp, args: readonly RedisArgument[], options: CallOptions = {}): Promise<T | undefined> {
    if (!options.urgent && performance.now() < this.#pausedUntil) {
      this.#options.onError(op, new Paused('Redis is left alone for a moment after a failed call'));
      return undefined;
    }
    const client = options.binary ? this.#binary : this.#commands;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_resolve, reject) => {
      // The rejection waits for the I/O phase: a reply that came in time but was not read yet, because the
      // event loop was busy, still wins.
      timer = setTimeout(
        () => setImmediate(() => reject(new CallTimeout(`no answer from Redis within ${this.#limitMs} ms`))),
        this.#limitMs,
      );
    });
    try {
      const reply = await Promise.race([client.sendCommand<T>(args), limit]);
      if (this.#failures > 0) {
        this.#failures = 0;
        this.#update();
      }
      return reply;
    } catch (error) {
      this.#lastError = error;
      this.#options.onError(op, error);
      // An error reply (a full Redis, a value of another type) comes from a Redis that works.
      if (!(error instanceof ErrorReply)) {
        this.#failures += 1;
        if (this.#failures >= SHARED_CACHE_FAILURES_BEFORE_PAUSE) {
          this.#pausedUntil = performance.now() + SHARED_CACHE_PAUSE_MS;
        }
        this.#update();
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.#commands, this.#subscriber].map(async (client) => {
        if (!client.isOpen) return;
        const gaveUp = new AbortController();
        const closed = client.close().catch(() => undefined);
        await Promise.race([
          closed,
          sleep(CLOSE_LIMIT_MS, undefined, { signal: gaveUp.signal }).catch(() => undefined),
        ]);
        gaveUp.abort();
        if (client.isOpen) client.destroy();
      }),
    );
    this.#update();
  }

  async #subscribe(): Promise<void> {
    if (this.#subscribed || this.#subscribing) return;
    this.#subscribing = true;
    try {
      await this.#subscriber.subscribe(this.#options.channel, this.#options.onMessage);
      this.#subscribed = true;
    } catch (error) {
      this.#lastError = error;
      this.#options.onError('connect', error);
    } finally {
      this.#subscribing = false;
      this.#update();
    }
  }

  #update(): void {
    const failing = this.#failures >= SHARED_CACHE_FAILURES_BEFORE_PAUSE;
    const status = this.#commands.isReady && this.listening && !failing ? 'up' : 'down';
    if (status === this.#status) return;
    this.#status = status;
    const error = this.#lastError;
    const reason = status === 'up' ? null : error instanceof Error ? error.message : 'not connected';
    this.events.emit('status', status, reason);
  }
}
