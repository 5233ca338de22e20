/**
 * The answer cache's limits: a group whose TTL is zero is never kept, and the cache stays within its size
 * bound, entry by entry and in all.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { started } from '../../helpers/httpClient.js';
import { ManualClock } from '../../helpers/manualClock.js';

const detail = endpointUrl('articleDetail');

let bff: BffHarness;
let clock: ManualClock;

beforeEach(async () => {
  clock = new ManualClock();
  bff = await startBff({}, { clock: clock.now });
});
afterEach(async () => bff.close());

const getDetail = (id = '1') => started(bff.http.get(detail).query({ id }));

describe('a group with a TTL of zero', () => {
  it('is not cached and says so to browsers', async () => {
    await bff.close();
    bff = await startBff({ cacheTtlMs: { ...bff.config.cacheTtlMs, ARTICLE: 0 } }, { clock: clock.now });
    const first = await getDetail();
    const second = await getDetail();
    expect(second.headers['x-cache']).toBe('MISS');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.text).toBe(first.text);
    expect(bff.upstream.callsTo('article/detail')).toBe(2);
  });
});

describe('the cache size bound', () => {
  const MAX_BYTES = 40_000;

  beforeEach(async () => {
    await bff.close();
    bff = await startBff({ cacheMaxBytes: MAX_BYTES }, { clock: clock.now });
    bff.upstream.script('article/detail', (call) => ({
      json: {
        code: 200,
        data: {
          id: Number(call.params.id),
          title: `T${call.params.id}`,
          content: `<p>${'y'.repeat(Number(call.params.id) > 900 ? 8000 : 1500)}</p>`,
        },
      },
    }));
  });

  it('keeps the measured size within CACHE_MAX_MB by evicting the least recently used', async () => {
    for (let id = 1; id <= 60; id += 1) await getDetail(String(id));
    expect(bff.app.responseCache.calculatedSize).toBeLessThanOrEqual(MAX_BYTES);
    expect(bff.app.responseCache.size).toBeLessThan(60);
    expect((await getDetail('60')).headers['x-cache']).toBe('HIT');
    expect((await getDetail('1')).headers['x-cache']).toBe('MISS');
  });

  it('answers but does not store an entry above the per-entry limit', async () => {
    const first = await getDetail('901');
    const second = await getDetail('901');
    expect(first.status).toBe(200);
    expect(second.headers['x-cache']).toBe('MISS');
    expect(bff.upstream.callsTo('article/detail')).toBe(2);
  });
});
