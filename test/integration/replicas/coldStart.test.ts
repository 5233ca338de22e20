import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { httpClient } from '../../helpers/httpClient.js';
import { useReplicas, writtenToRedis } from '../../helpers/replicas.js';

const TTL_MS = 60_000;
const STALE_MS = 600_000;
const detail = endpointUrl('articleDetail');

const replicas = useReplicas({
  count: 1,
  config: { cacheStaleMs: STALE_MS },
  cms: (upstream) =>
    upstream.script('article/detail', (call) => ({
      json: {
        code: 200,
        data: { id: Number(call.params.id), title: `article ${call.params.id}`, content: '<p>x</p>' },
      },
    })),
});

const get = async (replica: number, id: string) => replicas.http(replica).get(detail).query({ id });

async function cached(id: string): Promise<void> {
  const written = writtenToRedis(replicas.app(0));
  await get(0, id);
  await written;
}

function cmsDown(): void {
  replicas.upstream.script('article/detail', () => ({ status: 503, raw: 'Service Unavailable' }));
}

describe('a replica started while the CMS is down', () => {
  it('serves the stale entries it finds in Redis', async () => {
    await cached('1');
    replicas.clock.advance(TTL_MS + 1);
    cmsDown();
    const newcomer = await replicas.add();
    const response = await httpClient(newcomer).get(detail).query({ id: '1' });
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('STALE');
    expect((response.body as { title: string }).title).toBe('article 1');
  });

  it('serves the fresh entries it finds in Redis as hits', async () => {
    await cached('2');
    cmsDown();
    const newcomer = await replicas.add();
    const response = await httpClient(newcomer).get(detail).query({ id: '2' });
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('HIT');
  });

  it('keeps serving a stale entry while its refreshes fail', async () => {
    await cached('3');
    replicas.clock.advance(TTL_MS + 1);
    cmsDown();
    const newcomer = await replicas.add();
    const failed = once(newcomer.responseCache.events, 'refreshFailed');
    await httpClient(newcomer).get(detail).query({ id: '3' });
    await failed;
    const again = await httpClient(newcomer).get(detail).query({ id: '3' });
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('STALE');
  });

  it('fails like a cold miss for what Redis does not have', async () => {
    cmsDown();
    const newcomer = await replicas.add();
    expect((await httpClient(newcomer).get(detail).query({ id: '4' })).status).toBe(502);
  });

  it('does not serve an entry past the stale window', async () => {
    await cached('5');
    replicas.clock.advance(TTL_MS + STALE_MS + 1);
    cmsDown();
    const newcomer = await replicas.add();
    expect((await httpClient(newcomer).get(detail).query({ id: '5' })).status).toBe(502);
  });
});
