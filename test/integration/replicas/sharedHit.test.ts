import { once } from 'node:events';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { rawBody } from '../../helpers/httpClient.js';
import { useReplicas, writtenToRedis } from '../../helpers/replicas.js';
import { SHARED_KEY_PREFIX } from '../../../server/cache/sharedTier.js';

const TTL_MS = 60_000;
const STALE_MS = 600_000;
const detail = endpointUrl('articleDetail');
/** Long enough to be stored with its compressed copies. */
const CONTENT = `<p>${'Shared between replicas. '.repeat(800)}</p>`;

const replicas = useReplicas({
  config: { cacheStaleMs: STALE_MS },
  cms: (upstream) =>
    upstream.script('article/detail', (call) => ({
      json: { code: 200, data: { id: Number(call.params.id), title: `title ${calls()}`, content: CONTENT } },
    })),
});

const calls = (): number => replicas.upstream.callsTo('article/detail');
const get = async (replica: number, id = '1', headers: Record<string, string> = {}) =>
  replicas.http(replica).get(detail).query({ id }).set(headers);

/** Asks replica 0 for an answer and waits until it is in Redis. */
async function cachedByFirst(id = '1') {
  const written = writtenToRedis(replicas.app(0));
  const first = await get(0, id);
  await written;
  return first;
}

describe('an answer cached by one replica', () => {
  it('is a hit on the other replica without a CMS call', async () => {
    const first = await cachedByFirst();
    const second = await get(1);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(calls()).toBe(1);
  });

  it('keeps its age on the other replica', async () => {
    await cachedByFirst();
    replicas.clock.advance(7_000);
    const second = await get(1);
    expect(second.headers.age).toBe('7');
    expect(second.headers['cache-control']).toContain('max-age=60');
  });

  it('brings its compressed copies to the other replica', async () => {
    await cachedByFirst();
    const brotli = async (replica: number) =>
      rawBody(replicas.http(replica).get(detail).query({ id: '1' }).set('accept-encoding', 'br'));
    const first = await brotli(0);
    const second = await brotli(1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const decoded = JSON.parse(brotliDecompressSync(second.body).toString()) as { content: string };
    expect(decoded.content).toContain('Shared between replicas.');
  });

  it('is served from memory on the other replica after its first hit there', async () => {
    await cachedByFirst();
    await get(1);
    const reads = await replicas.redis.command<number>('DBSIZE');
    await replicas.redis.flush();
    const again = await get(1);
    expect(reads).toBeGreaterThan(0);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(calls()).toBe(1);
  });

  it('lives in Redis for its freshness plus the stale window', async () => {
    await cachedByFirst();
    const [key] = (await replicas.redis.keys()).filter((name) => name.startsWith(`${SHARED_KEY_PREFIX}e:`));
    const ttl = await replicas.redis.command<number>('PTTL', key ?? 'none');
    expect(ttl).toBeGreaterThan(TTL_MS);
    expect(ttl).toBeLessThanOrEqual(TTL_MS + STALE_MS);
  });

  it('is served stale by the other replica past its freshness, and refreshed once for both', async () => {
    await cachedByFirst();
    replicas.clock.advance(TTL_MS + 1);
    const refreshed = writtenToRedis(replicas.app(1));
    const stale = await get(1);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect((stale.body as { title: string }).title).toBe('title 1');
    await refreshed;
    // The first replica still holds the old entry: stale there, refreshed from Redis rather than the CMS.
    const stored = once(replicas.app(0).responseCache.events, 'stored');
    expect((await get(0)).headers['x-cache']).toBe('STALE');
    await stored;
    const fresh = await get(0);
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect((fresh.body as { title: string }).title).toBe('title 2');
    expect(calls()).toBe(2);
  });
});
