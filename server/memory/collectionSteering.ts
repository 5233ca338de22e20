/**
 * Collection steering: full collections the BFF asks the engine for, so that the process stays within its
 * memory bound (README, "Memory"), which the engine's own scheduling does not keep.
 *
 * - **Paced by the cache** (`CollectionPacer`, started by the answer cache's plugin). Every miss leaves
 *   buffers behind outside the engine's heap: the CMS's body as read from the socket, the compressors'
 *   working output, the answers the cache drops to make room. Requests in flight outlive the young
 *   generation's collections, so those buffers reach the old generation, and the engine collects them
 *   there only once much more such memory has piled up since its last full collection than a small cache
 *   holds. The pacer asks for a full collection after every eighth of the cache of new answers stored.
 * - **When the process goes quiet** (`collectWhenQuiet`, started by `main.ts`). Part of each page render's
 *   work outlives the young generation and stays in the old one, where nothing collects it until the old
 *   generation reaches its limit: the engine's memory reducer acts only after a full collection has run.
 *   Once the event loop has been nearly idle for a second with the heap grown well above its lowest, the
 *   BFF runs a whole collection that also compacts, so the pages it empties go back to the system.
 *
 * The engine offers two kinds of full collection (`engineCollections`): an incremental one, marked mostly
 * on its helper threads beside the program (asked for as a memory measurement, `vm.measureMemory`, for
 * which Node prints one ExperimentalWarning), and a whole one at once (`gc()`), which stops the program and
 * makes the engine compile its stream and HTTP code again. The pacer asks for incremental ones, and for a
 * whole one only when the buffers have run ahead of them. `npm run bench memory` prints what each costs and
 * buys: resident memory after every route kind and over sweeps of new keys against the bound.
 */
import { performance } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { measureMemory, runInNewContext } from 'node:vm';

const MB = 1024 * 1024;

/** The engine's two kinds of full collection; each settles when it has run. */
export interface Collections {
  /** Marked incrementally, mostly on the engine's helper threads beside the program. */
  incremental(): Promise<unknown>;
  /** The whole collection at once: the program stops for it; it frees what incremental marking left. */
  whole(): Promise<unknown>;
}

type Gc = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

/** The engine's collections; a whole one is an incremental one where the engine offers no `gc()`. */
export function engineCollections(): Collections {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('typeof gc === "function" ? gc : null') as Gc | null;
  const incremental = () => measureMemory({ mode: 'summary', execution: 'eager' });
  return { incremental, whole: gc === null ? incremental : () => gc({ type: 'major', execution: 'async' }) };
}

/**
 * A whole collection that also moves the live objects out of half-empty pages, so the pages it empties go
 * back to the system: for a process with nothing waiting on the pause (a quiet one). The engine does that
 * only in the collections its memory reducer starts. The setting is the engine's own, read when a
 * collection picks the pages to empty, and is set only for this one.
 */
export async function compactingCollection(collections: Collections): Promise<void> {
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    await collections.whole();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/** Bytes of new answers between two paced collections: an eighth of the cache, within these limits. */
const PACE_SHARE = 8;
const MIN_PACE_BYTES = 2 * MB;
const MAX_PACE_BYTES = 32 * MB;
/** Buffers beyond the cache's own, in paces, past which a paced collection stops the program to catch up. */
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
interface PacedCollection {
  readonly kind: 'incremental' | 'whole';
}

/**
 * Starts a full collection after every `everyBytes` of answers stored: an incremental one, or a whole one
 * when the buffers beyond the cache's own have grown past two paces (incremental marking keeps what is
 * allocated while it runs, and falls behind a fast sweep of a small cache). A pace that comes while an
 * incremental one is still marking asks for a whole one if the buffers are that far behind (the whole one
 * ends the marking at once), and for nothing otherwise; a pace that comes while a whole one is pending or
 * running asks for nothing.
 */
export class CollectionPacer {
  #sinceLast = 0;
  /** The collection pending or running, if any. */
  #running: PacedCollection | null = null;

  constructor(
    private readonly everyBytes: number,
    private readonly collections: Collections,
    private readonly buffers: BufferBytes,
  ) {}

  stored(bytes: number): void {
    this.#sinceLast += bytes;
    if (this.#sinceLast < this.everyBytes || this.#running?.kind === 'whole') return;
    const kind: PacedCollection['kind'] = this.#behind() ? 'whole' : 'incremental';
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

  async #collect(collection: PacedCollection): Promise<void> {
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

/** How often the process looks at its event loop and its heap. */
const TICK_MS = 1000;
/** Share of a tick the event loop may have been busy for the process to count as quiet. */
const QUIET_UTILISATION = 0.05;
/** Growth of the engine's heap above its lowest reading that is worth a full collection. */
const GROWN_BYTES = 8 * MB;

export interface QuietReadings {
  /** Bytes the engine's heap holds now, live or not yet collected. */
  heapUsed(): number;
  /** Share of the time since the last call the event loop spent working, from 0 to 1. */
  utilisation(): number;
}

/**
 * Asks for a full collection after a tick with the event loop nearly idle and the heap `GROWN_BYTES` above
 * the lowest it has been, one at a time; a busy process is left to the engine and the pacer.
 */
export class QuietCollector {
  #lowest: number;
  #busy = false;

  constructor(
    private readonly readings: QuietReadings,
    private readonly collect: () => Promise<unknown>,
  ) {
    this.#lowest = readings.heapUsed();
  }

  tick(): void {
    const quiet = this.readings.utilisation() < QUIET_UTILISATION;
    const used = this.readings.heapUsed();
    this.#lowest = Math.min(this.#lowest, used);
    if (!quiet || this.#busy || used - this.#lowest < GROWN_BYTES) return;
    this.#busy = true;
    this.collect()
      .catch(() => undefined)
      .finally(() => {
        this.#busy = false;
        // Whatever the collection freed is the new floor; if it freed nothing, the heap is what it holds.
        this.#lowest = this.readings.heapUsed();
      });
  }
}

/** The process's own readings: the engine's heap, and the event loop's utilisation tick by tick. */
function processReadings(): QuietReadings {
  let last = performance.eventLoopUtilization();
  return {
    heapUsed: () => getHeapStatistics().used_heap_size,
    utilisation() {
      const now = performance.eventLoopUtilization();
      const share = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return share;
    },
  };
}

/** Looks every second, without keeping the process alive; `collected` is told of each collection run. */
export function collectWhenQuiet(collections: Collections, collected: () => void): { stop(): void } {
  const collector = new QuietCollector(processReadings(), async () => {
    await compactingCollection(collections);
    collected();
  });
  const timer = setInterval(() => collector.tick(), TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
