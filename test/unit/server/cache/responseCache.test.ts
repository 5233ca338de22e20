import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../../server/cache/responseCache.js';
import { ManualClock } from '../../../helpers/manualClock.js';

const TTL = 1000;
const STALE = 10_000;

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const pending: { resolve: (json: string) => void; reject: (error: Error) => void }[] = [];
  let calls = 0;
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls += 1;
      pending.push({ resolve, reject });
    });
  return {
    load,
    calls: () => calls,
    answer: (json: string) => pending.shift()?.resolve(json),
    fail: (error: Error) => pending.shift()?.reject(error),
  };
}

function setup() {
  const clock = new ManualClock();
  const cache = new ResponseCache({ maxBytes: 1_000_000, staleMs: STALE, clock: clock.now });
  return { clock, cache, loader: controlledLoader() };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ResponseCache', () => {
  it('runs one load for concurrent lookups of a cold key', async () => {
    const { cache, loader } = setup();
    const lookups = [1, 2, 3].map(() => cache.lookup('k', TTL, loader.load));
    await flush();
    loader.answer('{"a":1}');
    const results = await Promise.all(lookups);
    expect(loader.calls()).toBe(1);
    expect(results.map((r) => r.answer.body.toString())).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
    expect(cache.fresh('k')?.body.toString()).toBe('{"a":1}');
  });

  it('starts one refresh for a stale key however many lookups arrive meanwhile', async () => {
    const { cache, loader, clock } = setup();
    const first = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.answer('"old"');
    await first;
    clock.advance(TTL + 1);
    const stale = await Promise.all([1, 2, 3].map(() => cache.lookup('k', TTL, loader.load)));
    expect(stale.map((r) => r.status)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(loader.calls()).toBe(2);
    const stored = once(cache.events, 'stored');
    loader.answer('"new"');
    await stored;
    expect(cache.fresh('k')?.body.toString()).toBe('"new"');
  });

  it('still answers lookups waiting on a load that a purge dropped, without storing it', async () => {
    const { cache, loader } = setup();
    const waiting = cache.lookup('/cms/api/a', TTL, loader.load);
    await flush();
    expect(cache.purge('/cms/api')).toBe(1);
    loader.answer('"late"');
    expect((await waiting).answer.body.toString()).toBe('"late"');
    expect(cache.fresh('/cms/api/a')).toBeUndefined();
  });

  it('reports the refresh error when an entry is too old and its running refresh fails', async () => {
    const { cache, loader, clock } = setup();
    const first = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.answer('"old"');
    await first;
    clock.advance(TTL + 1);
    await cache.lookup('k', TTL, loader.load);
    clock.advance(STALE);
    const tooOld = cache.lookup('k', TTL, loader.load);
    loader.fail(new Error('CMS down'));
    await expect(tooOld).rejects.toThrow('CMS down');
  });

  it('tells when a stale entry is served because its last refresh failed, and not before', async () => {
    const { cache, loader, clock } = setup();
    const staleOnError: string[] = [];
    cache.events.on('staleOnError', (key) => staleOnError.push(key));
    const first = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.answer('"old"');
    await first;
    clock.advance(TTL + 1);
    expect((await cache.lookup('k', TTL, loader.load)).status).toBe('STALE');
    expect(staleOnError).toEqual([]);
    const failed = once(cache.events, 'refreshFailed');
    loader.fail(new Error('CMS down'));
    await failed;
    expect((await cache.lookup('k', TTL, loader.load)).status).toBe('STALE');
    expect(staleOnError).toEqual(['k']);
  });

  it('does not store an answer above the per-entry limit', async () => {
    const clock = new ManualClock();
    const cache = new ResponseCache({ maxBytes: 8000, staleMs: STALE, clock: clock.now });
    const big = JSON.stringify('x'.repeat(2000));
    const result = await cache.lookup('big', TTL, async () => big);
    expect(result.answer.body.toString()).toBe(big);
    expect(cache.fresh('big')).toBeUndefined();
    expect(cache.maxEntrySize).toBe(1000);
  });

  it('keeps the body, the compressed copies and the entity tags of an answer together', async () => {
    const { cache } = setup();
    const json = JSON.stringify({ text: 'y'.repeat(20_000) });
    const { answer } = await cache.lookup('k', TTL, async () => json);
    expect(answer.body.toString()).toBe(json);
    expect(answer.gzip?.length).toBeGreaterThan(0);
    expect(answer.br?.length).toBeGreaterThan(0);
    expect(answer.etagBr).toBe(answer.etag.replace(/"$/, '-br"'));
    expect(answer.size).toBeGreaterThanOrEqual(json.length);
  });
});
