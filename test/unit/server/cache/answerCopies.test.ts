import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../../server/cache/responseCache.js';
import { copiesOf, copyOf, NO_COPY, storeAnswer } from '../../../../server/cache/storedAnswer.js';
import { ManualClock } from '../../../helpers/manualClock.js';

const TTL = 1000;
const STALE = 10_000;
const json = JSON.stringify({ text: '恒川集团 news '.repeat(2000) });

function setup(maxBytes = 1_000_000) {
  const clock = new ManualClock();
  const cache = new ResponseCache({ maxBytes, staleMs: STALE, clock: clock.now });
  return { clock, cache };
}

describe('compressed copies made when first asked for', () => {
  it('stores only the copies a plan names, and the body as it is', () => {
    const none = storeAnswer(json, 0, TTL, [], NO_COPY);
    expect(copiesOf(none)).toEqual([]);
    expect(none.body.toString()).toBe(json);
    const brOnly = storeAnswer(json, 0, TTL, [], () => ['br']);
    expect(copiesOf(brOnly)).toEqual(['br']);
    expect(brotliDecompressSync(brOnly.br ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(brOnly.size - none.size).toBe(brOnly.br?.length);
  });

  it('makes a copy on the first ask, in a block of its own, and keeps it', () => {
    const answer = storeAnswer(json, 0, TTL, [], NO_COPY);
    const before = answer.size;
    const gz = copyOf(answer, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(gz.byteOffset).toBe(0);
    expect(gz.buffer.byteLength).toBe(gz.length);
    expect(copyOf(answer, 'gzip')).toBe(gz);
    expect(answer.size).toBe(before + gz.length);
  });

  it('counts a copy made after storing in the cache size, keeping the entry and its age', async () => {
    const { cache, clock } = setup();
    const { answer } = await cache.lookup('k', TTL, async () => json, NO_COPY);
    const stored = cache.calculatedSize;
    expect(stored).toBe(answer.size);
    clock.advance(400);
    const br = copyOf(answer, 'br');
    expect(cache.calculatedSize).toBe(stored + br.length);
    expect(cache.fresh('k')).toBe(answer);
    expect(cache.ageOf(answer)).toBe(400);
    clock.advance(TTL - 400 + 1);
    expect(cache.fresh('k')).toBeUndefined();
    expect((await cache.lookup('k', TTL, async () => json)).status).toBe('STALE');
  });

  it('announces an entry once, not again when a copy is added', async () => {
    const { cache } = setup();
    const stored: string[] = [];
    cache.events.on('stored', (key: string) => stored.push(key));
    const { answer } = await cache.lookup('k', TTL, async () => json, NO_COPY);
    copyOf(answer, 'gzip');
    copyOf(answer, 'br');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stored).toEqual(['k']);
  });

  it('evicts the least recently used entries to make room for a copy', async () => {
    // Digits compress to about half: a copy takes the room of half an entry, and one entry with its copy
    // is within the per-entry limit of an eighth of twelve entries.
    let seed = 7;
    const digits = Array.from({ length: 4000 }, () => (seed = (seed * 48271) % 2147483647) % 10).join('');
    const noisy = JSON.stringify({ digits });
    const size = storeAnswer(noisy, 0, TTL, [], NO_COPY).size;
    const { cache } = setup(size * 12 + 10);
    const keys = 'abcdefghijkl'.split('');
    for (const key of keys) await cache.lookup(key, TTL, async () => noisy, NO_COPY);
    expect(cache.size).toBe(12);
    const first = cache.fresh('a');
    if (first === undefined) throw new Error('the first entry is gone');
    copyOf(first, 'gzip');
    expect(cache.calculatedSize).toBeLessThanOrEqual(size * 12 + 10);
    expect(cache.fresh('a')?.gzip).not.toBeNull();
    expect(keys.filter((key) => cache.fresh(key) === undefined)).toEqual(['b']);
  });

  it('sends but does not keep a copy that would take an entry over its limit', async () => {
    const size = storeAnswer(json, 0, TTL, [], NO_COPY).size;
    // The per-entry limit is an eighth of the cache: room for the body, not for the body and its copy.
    const { cache } = setup((size + 100) * 8);
    const { answer } = await cache.lookup('k', TTL, async () => json, NO_COPY);
    const gz = copyOf(answer, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(answer.gzip).toBeNull();
    expect(cache.calculatedSize).toBe(size);
    expect(cache.fresh('k')).toBe(answer);
  });

  it('does not keep a copy of an answer no longer in the cache', async () => {
    const { cache } = setup();
    const { answer } = await cache.lookup('/a', TTL, async () => json, NO_COPY);
    cache.purge('/a');
    copyOf(answer, 'br');
    expect(answer.br).toBeNull();
    expect(cache.calculatedSize).toBe(0);
  });

  it('refreshes an entry with the copies its predecessor was asked for', async () => {
    const { cache, clock } = setup();
    const { answer } = await cache.lookup('k', TTL, async () => json, NO_COPY);
    copyOf(answer, 'br');
    clock.advance(TTL + 1);
    const stored = new Promise((resolve) => cache.events.once('stored', resolve));
    expect((await cache.lookup('k', TTL, async () => json, NO_COPY)).status).toBe('STALE');
    await stored;
    expect(copiesOf(cache.fresh('k') ?? answer)).toEqual(['br']);
    expect(cache.fresh('k')).not.toBe(answer);
  });
});
