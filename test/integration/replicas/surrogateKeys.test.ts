import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { SHARED_KEY_PREFIX } from '../../../server/cache/sharedTier.js';
import { useReplicas, writtenToRedis } from '../../helpers/replicas.js';

const list = endpointUrl('findArticleList');
const LIST_KEY = `${list}?folderId=11&nowPage=1&pageSize=10`;

const replicas = useReplicas();

describe('surrogate keys in the shared tier', () => {
  it('come with an answer another replica stored', async () => {
    const stored = writtenToRedis(replicas.app(0), LIST_KEY);
    const first = await replicas.http(0).get(list).query({ folderId: '11' });
    await stored;
    const second = await replicas.http(1).get(list).query({ folderId: '11' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['surrogate-key']).toBe('folder:gsjj article:11 folder:jtyw');
    expect(second.headers['surrogate-key']).toBe(first.headers['surrogate-key']);
  });

  it('index the entries in Redis by key', async () => {
    const stored = writtenToRedis(replicas.app(0), LIST_KEY);
    await replicas.http(0).get(list).query({ folderId: '11' });
    await stored;
    const members = await replicas.redis.command<Buffer[]>('SMEMBERS', `${SHARED_KEY_PREFIX}d:sk:article:11`);
    expect(members.map(String)).toEqual([LIST_KEY]);
  });

  it('keep their index as long as the longest-lived entry they name', async () => {
    const cache = replicas.app(0).responseCache;
    const set = `${SHARED_KEY_PREFIX}d:sk:site`;
    const long = writtenToRedis(replicas.app(0), 'long');
    await cache.lookup('long', 600_000, async () => ({ body: 'a', dependsOn: ['sk:site'] }));
    await long;
    const before = await replicas.redis.command<number>('PTTL', set);
    const short = writtenToRedis(replicas.app(0), 'short');
    await cache.lookup('short', 1_000, async () => ({ body: 'b', dependsOn: ['sk:site'] }));
    await short;
    const after = await replicas.redis.command<number>('PTTL', set);
    // Both lifetimes have the stale window (an hour) added: 70 minutes for the first entry, 60 for the second.
    expect(before).toBeGreaterThan(4_100_000);
    expect(after).toBeGreaterThan(before - 60_000);
    expect(after).toBeLessThanOrEqual(before);
  });
});
