import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { compactingCollection, type Collections } from './engineCollections.js';

const MB = 1024 * 1024;
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
 * Starts a full collection once the process has gone quiet with garbage left over. Each page render
 * leaves part of its work in the old generation (it outlives the young generation's 4 MB halves), and
 * nothing collects it there until the old generation reaches its limit: the engine's own memory reducer
 * acts only after a full collection has run, so a process that rendered a few dozen pages and then
 * rested could hold 12 MB of them for good. After a tick with the event loop nearly idle and the heap
 * 8 MB above the lowest it has been, the collector asks for a whole collection; a busy process
 * is left to the engine and the cache's pacer.
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
export function processReadings(): QuietReadings {
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
