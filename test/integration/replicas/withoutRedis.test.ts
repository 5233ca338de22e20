import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';

let bff: BffHarness;

beforeEach(async () => {
  bff = await startBff();
});
afterEach(async () => bff.close());

describe('a replica without CACHE_REDIS_URL', () => {
  it('has no shared cache tier', () => {
    expect(bff.config.cacheRedisUrl).toBeNull();
    expect(bff.app.responseCache.sharedTier).toBeNull();
  });

  it('leaves the shared cache out of /readyz', async () => {
    const ready = await bff.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).not.toHaveProperty('sharedCache');
  });

  it('counts no shared-cache reads or errors', async () => {
    await bff.http.get(endpointUrl('articleDetail')).query({ id: '1' });
    const metrics = (await bff.http.get('/metrics')).text;
    expect(metrics).not.toMatch(/^bff_shared_cache_errors_total\{/m);
    expect(metrics).not.toMatch(/^bff_shared_cache_reads_total\{/m);
  });
});
