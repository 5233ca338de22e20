import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectionPace, CollectionPacer, type BufferBytes } from '../../../../server/cache/collectionPacer.js';
import type { Collections } from '../../../../server/engineCollections.js';

const MB = 1024 * 1024;

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
