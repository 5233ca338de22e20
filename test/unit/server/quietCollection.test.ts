import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { engineCollections } from '../../../server/cache/collectionPacer.js';
import { compactingCollection, QuietCollector, type QuietReadings } from '../../../server/quietCollection.js';

const MB = 1024 * 1024;

/** Readings the test sets tick by tick. */
function readings(heapMb: number, utilisation = 0) {
  const now = { heap: heapMb * MB, utilisation };
  const source: QuietReadings = { heapUsed: () => now.heap, utilisation: () => now.utilisation };
  return { now, source };
}

/** A collection that counts itself and ends when the test lets it. */
function held() {
  let asked = 0;
  let finish = (): void => undefined;
  const collect = () => {
    asked += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { collect, asked: () => asked, finish: () => finish() };
}

describe('collecting when the process goes quiet', () => {
  it('collects once the event loop has been nearly idle for a tick with the heap 8 MB above its lowest', async () => {
    const { now, source } = readings(30);
    const collection = held();
    const collector = new QuietCollector(source, collection.collect);
    now.heap = 37.9 * MB;
    collector.tick();
    expect(collection.asked()).toBe(0);
    now.heap = 38 * MB;
    collector.tick();
    expect(collection.asked()).toBe(1);
    // One at a time: the ticks while it runs ask for none.
    collector.tick();
    expect(collection.asked()).toBe(1);
    // What it leaves is the new floor: the same heap later is not worth another.
    now.heap = 31 * MB;
    collection.finish();
    await nextTurn();
    now.heap = 38 * MB;
    collector.tick();
    expect(collection.asked()).toBe(1);
    now.heap = 39 * MB;
    collector.tick();
    expect(collection.asked()).toBe(2);
  });

  it('leaves a busy process to the engine, however much its heap has grown', () => {
    const { now, source } = readings(30, 0.5);
    const collection = held();
    const collector = new QuietCollector(source, collection.collect);
    now.heap = 80 * MB;
    collector.tick();
    now.utilisation = 0.05;
    collector.tick();
    expect(collection.asked()).toBe(0);
    now.utilisation = 0.01;
    collector.tick();
    expect(collection.asked()).toBe(1);
  });

  it('measures growth from the lowest heap it has seen, which the engine’s own collections lower', () => {
    const { now, source } = readings(40);
    const collection = held();
    const collector = new QuietCollector(source, collection.collect);
    now.heap = 25 * MB;
    collector.tick();
    now.heap = 33 * MB;
    collector.tick();
    expect(collection.asked()).toBe(1);
  });

  it('goes on after a collection that failed', async () => {
    const { now, source } = readings(30);
    let asked = 0;
    const collector = new QuietCollector(source, async () => {
      asked += 1;
      throw new Error('no collection');
    });
    now.heap = 40 * MB;
    collector.tick();
    await nextTurn();
    await nextTurn();
    now.heap = 50 * MB;
    collector.tick();
    expect(asked).toBe(2);
  });

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
