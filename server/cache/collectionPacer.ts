import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Bytes of new answers between two collections: a quarter of the cache, within these limits. */
const MIN_PACE_BYTES = 4 * 1024 * 1024;
const MAX_PACE_BYTES = 32 * 1024 * 1024;

export function collectionPace(cacheMaxBytes: number): number {
  return Math.min(MAX_PACE_BYTES, Math.max(MIN_PACE_BYTES, Math.floor(cacheMaxBytes / 4)));
}

export type Collect = () => void;

/**
 * The engine's full collection, run in the background (its marking runs beside the program; the
 * program stops only to finish it). Null when the engine offers none.
 */
export function backgroundCollection(): Collect | null {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc !== 'function') return null;
  return () => {
    gc({ type: 'major', execution: 'async' });
  };
}

/**
 * Starts a full collection after every `everyBytes` of answers stored. Each miss leaves buffers behind
 * outside the heap (the CMS's body as read from the socket, the compressors' working output), which
 * outlive the young generation's collections while requests are in flight. The engine would collect them
 * only once another 64 MB of such memory had piled up since its last full collection, so a small cache
 * under churn held several times its size in them; collected at this pace they stay near the cache's own.
 * Collections asked for while one is pending are one.
 */
export class CollectionPacer {
  #sinceLast = 0;
  #pending = false;

  constructor(
    private readonly everyBytes: number,
    private readonly collect: Collect,
  ) {}

  stored(bytes: number): void {
    this.#sinceLast += bytes;
    if (this.#sinceLast < this.everyBytes || this.#pending) return;
    this.#sinceLast = 0;
    this.#pending = true;
    setImmediate(() => {
      this.#pending = false;
      this.collect();
    });
  }
}
