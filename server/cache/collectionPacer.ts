import type { Collections } from '../engineCollections.js';

/** Bytes of new answers between two collections: an eighth of the cache, within these limits. */
const PACE_SHARE = 8;
const MIN_PACE_BYTES = 2 * 1024 * 1024;
const MAX_PACE_BYTES = 32 * 1024 * 1024;
/** Buffers beyond the cache's own, in paces, past which a collection stops the program to catch up. */
const BEHIND_PACES = 2;

export function collectionPace(cacheMaxBytes: number): number {
  return Math.min(MAX_PACE_BYTES, Math.max(MIN_PACE_BYTES, Math.floor(cacheMaxBytes / PACE_SHARE)));
}

/** Bytes of buffers the process holds, and those of them the cache counts as its own. */
export interface BufferBytes {
  held(): number;
  cached(): number;
}

/** One collection the pacer asked for (compared by identity). */
interface Collection {
  readonly kind: 'incremental' | 'whole';
}

/**
 * Starts a full collection after every `everyBytes` of answers stored. Each miss leaves buffers behind
 * outside the heap (the CMS's body as read from the socket, the compressors' working output, and the
 * answers the cache drops to make room), which outlive the young generation's collections. The engine
 * would collect them only once another 64 MB of such memory had piled up since its last full collection,
 * so a small cache under churn held several times its size in them. The pacer asks for an incremental
 * collection, or for a whole one when the buffers beyond the cache's own have grown past two paces (the
 * incremental ones keep what is allocated while they mark, and fall behind a fast sweep of a small
 * cache). A pace that comes while an incremental one is still marking asks for a whole one if the
 * buffers are that far behind (the whole one ends the marking at once), and for nothing otherwise; a pace
 * that comes while a whole one is pending or running asks for nothing.
 */
export class CollectionPacer {
  #sinceLast = 0;
  /** The collection pending or running, if any. */
  #running: Collection | null = null;

  constructor(
    private readonly everyBytes: number,
    private readonly collections: Collections,
    private readonly buffers: BufferBytes,
  ) {}

  stored(bytes: number): void {
    this.#sinceLast += bytes;
    if (this.#sinceLast < this.everyBytes || this.#running?.kind === 'whole') return;
    const kind: Collection['kind'] = this.#behind() ? 'whole' : 'incremental';
    if (this.#running?.kind === 'incremental' && kind === 'incremental') return;
    this.#sinceLast = 0;
    const collection = { kind };
    this.#running = collection;
    setImmediate(() => {
      void this.#collect(collection);
    });
  }

  #behind(): boolean {
    return this.buffers.held() - this.buffers.cached() > BEHIND_PACES * this.everyBytes;
  }

  async #collect(collection: Collection): Promise<void> {
    try {
      await (collection.kind === 'whole' ? this.collections.whole() : this.collections.incremental());
    } catch {
      // A collection that could not run is skipped: the next pace asks again.
    } finally {
      // An incremental one that a whole one overtook no longer holds the pacer when it ends.
      if (this.#running === collection) this.#running = null;
    }
  }
}
