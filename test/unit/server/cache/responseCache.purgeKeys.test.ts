import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../../server/cache/responseCache.js';
import { ManualClock } from '../../../helpers/manualClock.js';

const TTL = 60_000;
const body = (fill: string) => fill.repeat(1000);

/** Room for some sixteen entries of 1,000 bytes (each counts 512 of bookkeeping too). */
function tinyCache() {
  return new ResponseCache({ maxBytes: 25_000, staleMs: 0, clock: new ManualClock().now });
}

describe('ResponseCache.purgeKeysEverywhere', () => {
  it('drops the entries a key names and those built from them', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, staleMs: 0 });
    await cache.lookup('/a?id=1', TTL, async () => ({ body: '{}', dependsOn: ['sk:article:1', 'sk:folder:x'] }));
    await cache.lookup('/a?id=2', TTL, async () => ({ body: '{}', dependsOn: ['sk:article:2', 'sk:folder:x'] }));
    await cache.lookup('page:1', TTL, async () => ({ body: '<p>', dependsOn: ['/a?id=1'] }));
    expect(await cache.purgeKeysEverywhere(['article:1'])).toBe(2);
    expect([cache.fresh('/a?id=1'), cache.fresh('page:1')]).toEqual([undefined, undefined]);
    expect(cache.fresh('/a?id=2')).toBeDefined();
    expect(await cache.purgeKeysEverywhere(['folder:x'])).toBe(1);
  });

  it('drops a page by its own keys after the answer it was drawn from was evicted', async () => {
    const cache = tinyCache();
    await cache.lookup('/a?id=1', TTL, async () => ({ body: body('a'), dependsOn: ['sk:article:1'] }));
    await cache.lookup('page:1', TTL, async () => ({
      body: body('p'),
      dependsOn: ['/a?id=1', 'sk:article:1'],
    }));
    // Fill the cache past its size: the answer, least recently used, is evicted while the page stays.
    const before = cache.size;
    for (let i = 0; i < 20; i += 1) {
      cache.fresh('page:1');
      await cache.lookup(`/b?id=${i}`, TTL, async () => ({ body: body('b'), dependsOn: [] }));
    }
    expect(cache.size).toBeLessThan(before + 20);
    expect(cache.fresh('page:1')).toBeDefined();
    expect(cache.fresh('/a?id=1')).toBeUndefined();
    expect(await cache.purgeKeysEverywhere(['article:1'])).toBe(1);
    expect(cache.fresh('page:1')).toBeUndefined();
  });

  it('tells what it purged, for the picture cache', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, staleMs: 0 });
    const told: (readonly string[])[] = [];
    cache.events.on('keysPurged', (keys) => told.push(keys));
    await cache.purgeKeysEverywhere(['file:images/a.jpg']);
    expect(told).toEqual([['file:images/a.jpg']]);
  });
});

describe('ResponseCache.purgeEverywhere', () => {
  it('names the keys of the entries a prefix matched, not of those built from them', async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, staleMs: 0 });
    await cache.lookup('/a?id=1', TTL, async () => ({ body: '{}', dependsOn: ['sk:article:1'] }));
    await cache.lookup('page:1', TTL, async () => ({ body: '<p>', dependsOn: ['/a?id=1', 'sk:site'] }));
    expect(await cache.purgeEverywhere('/a')).toEqual({ purged: 2, surrogateKeys: ['article:1'] });
  });
});
