import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import {
  collectionPace,
  CollectionPacer,
  compactingCollection,
  engineCollections,
  QuietCollector,
  type BufferBytes,
  type Collections,
  type QuietReadings,
} from '../../../../server/memory/collectionSteering.js';

const MB = 1024 * 1024;

describe("the engine's collections", () => {
  it.each(['incremental', 'whole'] as const)(
    "runs the engine's %s full collection: memory nothing holds any more is freed once it settles",
    async (kind) => {
      const dropped = new WeakRef(new Uint8Array(MB));
      // A weakly held object stays alive until the job that made it ends.
      await nextTurn();
      await engineCollections()[kind]();
      expect(dropped.deref()).toBeUndefined();
    },
  );

  it('gives back the pages a fragmented heap had left half empty', async () => {
    const heap = () => getHeapStatistics().total_heap_size;
    let objects: Array<{ n: number; text: string; pair: number[] }> = [];
    for (let n = 0; n < 300_000; n += 1) objects.push({ n, text: `item ${n}`, pair: [n, n + 1] });
    // Every twentieth object lives on, spread over the pages the others filled.
    objects = objects.filter((_, index) => index % 20 === 0);
    await nextTurn();
    const before = heap();
    await compactingCollection(engineCollections());
    expect(objects).toHaveLength(15_000);
    expect(before - heap()).toBeGreaterThan(20 * MB);
  });
});

/** Collections that count themselves; `finishing` holds each until the test lets it end. */
function counted(finishing = false) {
  const asked: Array<'incremental' | 'whole'> = [];
  let finish = (): void => undefined;
  const run = (kind: 'incremental' | 'whole') => {
    asked.push(kind);
    return finishing ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
  };
  const collections: Collections = { incremental: () => run('incremental'), whole: () => run('whole') };
  return { asked, collections, finish: () => finish() };
}

/** Buffers all the cache's own. */
const NOTHING_BEYOND: BufferBytes = { held: () => 10 * MB, cached: () => 10 * MB };

describe('the collection pacer', () => {
  it('paces at an eighth of the cache, between 2 and 32 MB', () => {
    expect(collectionPace(64 * MB)).toBe(8 * MB);
    expect(collectionPace(8 * MB)).toBe(2 * MB);
    expect(collectionPace(1024 * MB)).toBe(32 * MB);
  });

  it('collects incrementally once for every pace of answers stored, on the next turn of the event loop', async () => {
    const { asked, collections } = counted();
    const pacer = new CollectionPacer(10 * MB, collections, NOTHING_BEYOND);
    for (let i = 0; i < 9; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual([]);
    pacer.stored(MB);
    expect(asked).toEqual([]);
    await nextTurn();
    expect(asked).toEqual(['incremental']);
    for (let i = 0; i < 10; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual(['incremental', 'incremental']);
  });

  it('asks for none while one is pending or running, and again at the next pace once it has run', async () => {
    const { asked, collections, finish } = counted(true);
    const pacer = new CollectionPacer(MB, collections, NOTHING_BEYOND);
    for (let i = 0; i < 50; i += 1) pacer.stored(MB);
    await nextTurn();
    for (let i = 0; i < 5; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(asked).toHaveLength(1);
    finish();
    await nextTurn();
    pacer.stored(MB);
    await nextTurn();
    expect(asked).toHaveLength(2);
  });

  it('goes on pacing after a collection that failed', async () => {
    let collections = 0;
    const failing = async () => {
      collections += 1;
      throw new Error('no collection');
    };
    const pacer = new CollectionPacer(MB, { incremental: failing, whole: failing }, NOTHING_BEYOND);
    pacer.stored(MB);
    await nextTurn();
    await nextTurn();
    pacer.stored(MB);
    await nextTurn();
    expect(collections).toBe(2);
  });

  it('collects whole once the buffers beyond the cache have grown past two paces', async () => {
    const { asked, collections } = counted();
    let beyond = 2 * MB;
    const pacer = new CollectionPacer(MB, collections, { held: () => 32 * MB + beyond, cached: () => 32 * MB });
    pacer.stored(MB);
    await nextTurn();
    beyond = 2 * MB + 1;
    pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual(['incremental', 'whole']);
  });

  it('asks for a whole one while an incremental one still marks, once the buffers are two paces behind', async () => {
    const { asked, collections, finish } = counted(true);
    let beyond = 0;
    const pacer = new CollectionPacer(MB, collections, { held: () => 32 * MB + beyond, cached: () => 32 * MB });
    pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual(['incremental']);
    beyond = 2 * MB + 1;
    pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual(['incremental', 'whole']);
    // While the whole one runs, however far behind, nothing more.
    for (let i = 0; i < 5; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual(['incremental', 'whole']);
    finish();
    await nextTurn();
    pacer.stored(MB);
    await nextTurn();
    expect(asked).toEqual(['incremental', 'whole', 'whole']);
  });
});

/**
 * A collector over readings the test sets tick by tick (`now`), with a collection that counts itself and
 * ends when the test lets it.
 */
function collectorOver(heapMb: number, utilisation = 0) {
  const now = { heap: heapMb * MB, utilisation };
  const readings: QuietReadings = { heapUsed: () => now.heap, utilisation: () => now.utilisation };
  let asked = 0;
  let finish = (): void => undefined;
  const collector = new QuietCollector(readings, () => {
    asked += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return { now, collector, asked: () => asked, finish: () => finish() };
}

describe('collecting when the process goes quiet', () => {
  it('collects once the event loop has been nearly idle for a tick with the heap 8 MB above its lowest', async () => {
    const { now, collector, asked, finish } = collectorOver(30);
    now.heap = 37.9 * MB;
    collector.tick();
    expect(asked()).toBe(0);
    now.heap = 38 * MB;
    collector.tick();
    expect(asked()).toBe(1);
    // One at a time: the ticks while it runs ask for none.
    collector.tick();
    expect(asked()).toBe(1);
    // What it leaves is the new floor: the same heap later is not worth another.
    now.heap = 31 * MB;
    finish();
    await nextTurn();
    now.heap = 38 * MB;
    collector.tick();
    expect(asked()).toBe(1);
    now.heap = 39 * MB;
    collector.tick();
    expect(asked()).toBe(2);
  });

  it('leaves a busy process to the engine, however much its heap has grown', () => {
    const { now, collector, asked } = collectorOver(30, 0.5);
    now.heap = 80 * MB;
    collector.tick();
    now.utilisation = 0.05;
    collector.tick();
    expect(asked()).toBe(0);
    now.utilisation = 0.01;
    collector.tick();
    expect(asked()).toBe(1);
  });

  it('measures growth from the lowest heap it has seen, which the engine’s own collections lower', () => {
    const { now, collector, asked } = collectorOver(40);
    now.heap = 25 * MB;
    collector.tick();
    now.heap = 33 * MB;
    collector.tick();
    expect(asked()).toBe(1);
  });

  it('goes on after a collection that failed', async () => {
    let heap = 30 * MB;
    let asked = 0;
    const collector = new QuietCollector({ heapUsed: () => heap, utilisation: () => 0 }, async () => {
      asked += 1;
      throw new Error('no collection');
    });
    heap = 40 * MB;
    collector.tick();
    await nextTurn();
    await nextTurn();
    heap = 50 * MB;
    collector.tick();
    expect(asked).toBe(2);
  });
});
