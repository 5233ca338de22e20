import { once } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { SHARED_KEY_PREFIX } from '../../../server/cache/sharedTier.js';
import { jpegPicture } from '../../helpers/pictureFixtures.js';
import { peerPurge, useReplicas, writtenToRedis } from '../../helpers/replicas.js';
import { ScriptedEdge } from '../../helpers/scriptedEdge.js';

const detail = endpointUrl('articleDetail');
const ARTICLE_KEY = `${detail}?id=1`;
const PAGE_KEY = 'page:/article/1';

let edge: ScriptedEdge;

beforeAll(async () => {
  edge = await ScriptedEdge.start();
});
afterAll(async () => edge?.close());
beforeEach(() => {
  edge.requests.length = 0;
});
const replicas = useReplicas({ config: () => ({ edgePurgeUrls: [edge.url] }) });

const purge = (replica: number, body: object) => replicas.purge(replica, body);

const entryKeys = async (): Promise<string[]> =>
  (await replicas.redis.keys())
    .filter((key) => key.startsWith(`${SHARED_KEY_PREFIX}e:`))
    .map((key) => key.slice(`${SHARED_KEY_PREFIX}e:`.length));

describe('a purge by key on one replica', () => {
  it('drops the entry on the other replica and in Redis, and purges the edge', async () => {
    const stored = writtenToRedis(replicas.app(0), ARTICLE_KEY);
    await replicas.http(0).get(detail).query({ id: '1' });
    await stored;
    expect((await replicas.http(1).get(detail).query({ id: '1' })).headers['x-cache']).toBe('HIT');
    const seen = peerPurge(replicas.app(1));
    const response = await purge(0, { keys: ['article:1'] });
    await seen;
    expect(response.body).toEqual({ purged: 1, edges: [{ url: edge.url, status: 200, ms: expect.any(Number) }] });
    expect(replicas.app(1).responseCache.fresh(ARTICLE_KEY)).toBeUndefined();
    expect(await entryKeys()).toEqual([]);
    expect((await replicas.http(1).get(detail).query({ id: '1' })).headers['x-cache']).toBe('MISS');
    expect(edge.purgedKeys()).toEqual(['article:1']);
  });

  it('drops a page it never held, in Redis and on the replica that holds it', async () => {
    const stored = writtenToRedis(replicas.app(1), PAGE_KEY);
    await replicas.app(1).responseCache.lookup(PAGE_KEY, 60_000, async () => ({
      body: '<html>page</html>',
      dependsOn: [ARTICLE_KEY, 'sk:article:1', 'sk:site'],
    }));
    await stored;
    const seen = peerPurge(replicas.app(1));
    const response = await purge(0, { keys: ['site'] });
    await seen;
    expect(response.body.purged).toBe(1);
    expect(await entryKeys()).toEqual([]);
    expect(replicas.app(1).responseCache.fresh(PAGE_KEY)).toBeUndefined();
  });

  it('names to the edge the keys of what a prefix matched in Redis alone', async () => {
    const stored = writtenToRedis(replicas.app(1), ARTICLE_KEY);
    await replicas.http(1).get(detail).query({ id: '1' });
    await stored;
    expect(replicas.app(0).responseCache.fresh(ARTICLE_KEY)).toBeUndefined();
    const response = await purge(0, { prefix: ARTICLE_KEY });
    expect(response.body.purged).toBe(1);
    expect(edge.purgedKeys()).toEqual(['article:1', 'folder:jtyw']);
  });

  it("lets go of every replica's original of a purged file", async () => {
    replicas.upstream.files.set('images/photo.jpg', {
      body: await jpegPicture(640, 400),
      contentType: 'image/jpeg',
      etag: '"photo-1"',
    });
    await replicas.http(1).get('/cms/files/images/photo.jpg?w=320');
    const seen = once(replicas.app(1).responseCache.events, 'keysPurged');
    await purge(0, { keys: ['file:images/photo.jpg'] });
    await seen;
    replicas.upstream.reset();
    await replicas.http(1).get('/cms/files/images/photo.jpg?w=640');
    expect(replicas.upstream.calls[0]?.headers['if-none-match']).toBeUndefined();
  });
});
