import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { compactingCollection, engineCollections } from '../../../server/engineCollections.js';

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
