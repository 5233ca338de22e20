import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { started } from '../../helpers/httpClient.js';
import { peerPurge, sharedTierOf, useReplicas, writtenToRedis } from '../../helpers/replicas.js';
import { SHARED_KEY_PREFIX } from '../../../server/cache/sharedTier.js';

const detail = endpointUrl('articleDetail');
const fastTrack = endpointUrl('fastTrack');
const ARTICLE_KEY = `${detail}?id=1`;
const PAGE_KEY = 'page:/article/1?lang=en';
const PAGE_TTL_MS = 60_000;

const replicas = useReplicas();

/** Started at once, so that a request can be in flight while the test does something else. */
const get = (replica: number, url: string, query: Record<string, string> = {}) =>
  started(replicas.http(replica).get(url).query(query));

const purge = (replica: number, prefix?: string) => replicas.purge(replica, prefix === undefined ? {} : { prefix });

/** The article in both replicas' memory (the first loads it, the second reads it from Redis). */
async function articleOnBoth(): Promise<void> {
  const stored = writtenToRedis(replicas.app(0), ARTICLE_KEY);
  await get(0, detail, { id: '1' });
  await stored;
  expect((await get(1, detail, { id: '1' })).headers['x-cache']).toBe('HIT');
}

/** A rendered page built from the article, as the server renderer stores it, cached by the first replica. */
async function pageOnFirst(): Promise<void> {
  const stored = writtenToRedis(replicas.app(0), PAGE_KEY);
  await replicas
    .app(0)
    .responseCache.lookup(PAGE_KEY, PAGE_TTL_MS, async () => ({ body: '<html>page</html>', dependsOn: [ARTICLE_KEY] }));
  await stored;
}

const entryKeys = async (): Promise<string[]> =>
  (await replicas.redis.keys())
    .filter((key) => key.startsWith(`${SHARED_KEY_PREFIX}e:`))
    .map((key) => key.slice(`${SHARED_KEY_PREFIX}e:`.length));

describe('a purge on one replica', () => {
  it('is seen by the other replica at once', async () => {
    await articleOnBoth();
    const seen = peerPurge(replicas.app(1));
    const response = await purge(0, '/cms/api/article');
    await seen;
    expect(response.body).toEqual({ purged: 1, edges: [] });
    expect(replicas.app(1).responseCache.fresh(ARTICLE_KEY)).toBeUndefined();
    expect((await get(1, detail, { id: '1' })).headers['x-cache']).toBe('MISS');
    expect(replicas.upstream.callsTo('article/detail')).toBe(2);
  });

  it('deletes the entries in Redis', async () => {
    await articleOnBoth();
    await get(0, fastTrack);
    await purge(1, '/cms/api/article');
    expect(await entryKeys()).toEqual([fastTrack]);
  });

  it('drops the pages built from a purged answer, in Redis and on every replica', async () => {
    await articleOnBoth();
    await pageOnFirst();
    const page = await replicas.app(1).responseCache.lookup(PAGE_KEY, PAGE_TTL_MS, async () => 'rendered again');
    expect(page.status).toBe('HIT');
    const seen = peerPurge(replicas.app(0));
    const response = await purge(1, ARTICLE_KEY);
    await seen;
    expect(response.body).toEqual({ purged: 2, edges: [] });
    expect(await entryKeys()).toEqual([]);
    for (const app of replicas.apps) expect(app.responseCache.fresh(PAGE_KEY)).toBeUndefined();
  });

  it('drops pages in Redis whose answer only Redis knew', async () => {
    await pageOnFirst();
    await purge(1, ARTICLE_KEY);
    expect(await entryKeys()).toEqual([]);
  });

  it('of everything drops every shared entry and dependency record', async () => {
    await articleOnBoth();
    await pageOnFirst();
    await get(1, fastTrack);
    const seen = peerPurge(replicas.app(0));
    const response = await purge(1);
    await seen;
    expect(response.body).toEqual({ purged: 3, edges: [] });
    expect(await replicas.redis.keys()).toEqual([]);
    expect(replicas.app(0).responseCache.size).toBe(0);
  });

  it('keeps an answer that was being loaded out of Redis', async () => {
    const gate = replicas.upstream.hold();
    const call = replicas.upstream.nextCall('article/detail');
    const released = once(sharedTierOf(replicas.app(0)).events, 'released');
    const loading = get(0, detail, { id: '1' });
    await call;
    const seen = peerPurge(replicas.app(0));
    await purge(1, '/cms/api/article');
    await seen;
    gate.release();
    expect((await loading).status).toBe(200);
    await released;
    expect(await entryKeys()).toEqual([]);
  });
});
