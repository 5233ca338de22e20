import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { backgroundCollection, collectionPace, CollectionPacer } from '../../../../server/cache/collectionPacer.js';

const MB = 1024 * 1024;

describe('the collection pacer', () => {
  it('collects once for every pace of answers stored, on the next turn of the event loop', async () => {
    let collections = 0;
    const pacer = new CollectionPacer(10 * MB, () => (collections += 1));
    for (let i = 0; i < 9; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(collections).toBe(0);
    pacer.stored(MB);
    expect(collections).toBe(0);
    await nextTurn();
    expect(collections).toBe(1);
    for (let i = 0; i < 10; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(collections).toBe(2);
  });

  it('asks for one collection while one is pending, however much is stored meanwhile', async () => {
    let collections = 0;
    const pacer = new CollectionPacer(MB, () => (collections += 1));
    for (let i = 0; i < 50; i += 1) pacer.stored(MB);
    await nextTurn();
    expect(collections).toBe(1);
  });

  it('paces at a quarter of the cache, between 4 and 32 MB', () => {
    expect(collectionPace(64 * MB)).toBe(16 * MB);
    expect(collectionPace(8 * MB)).toBe(4 * MB);
    expect(collectionPace(1024 * MB)).toBe(32 * MB);
  });

  it("gets the engine's background collection, which runs", () => {
    const collect = backgroundCollection();
    expect(collect).toBeTypeOf('function');
    expect(() => collect?.()).not.toThrow();
  });
});
