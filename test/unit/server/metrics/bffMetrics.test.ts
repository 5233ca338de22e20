import { describe, expect, it } from 'vitest';
import { BffMetrics } from '../../../../server/metrics/bffMetrics.js';

async function values(metrics: BffMetrics, name: string): Promise<Array<[Record<string, unknown>, number]>> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return (metric?.values ?? []).map((v) => [v.labels, v.value]);
}

/** The values of a counter that were counted, the zeros it is reported with from the start left out. */
async function counted(metrics: BffMetrics, name: string): Promise<Array<[Record<string, unknown>, number]>> {
  return (await values(metrics, name)).filter(([, value]) => value !== 0);
}

describe('BffMetrics tallies', () => {
  it('reports requests by route, status and kind, the same on every read', async () => {
    const metrics = new BffMetrics();
    metrics.httpRequests.add('/healthz', 200);
    metrics.httpRequests.add('/healthz', 200);
    metrics.httpRequests.add('unmatched', 404);
    metrics.httpRequests.add('/cms/api/article/detail', 200);
    const expected = [
      [{ route: '/healthz', status: 200, kind: 'operations' }, 2],
      [{ route: 'unmatched', status: 404, kind: 'page' }, 1],
      [{ route: '/cms/api/article/detail', status: 200, kind: 'api' }, 1],
    ];
    expect(await values(metrics, 'bff_http_requests_total')).toEqual(expected);
    expect(await values(metrics, 'bff_http_requests_total')).toEqual(expected);
    expect(await metrics.registry.metrics()).toContain(
      'bff_http_requests_total{route="/healthz",status="200",kind="operations"} 2',
    );
  });

  it('reports cache events by event and group, counted after a read too', async () => {
    const metrics = new BffMetrics();
    metrics.cacheEvent('hit');
    await metrics.registry.metrics();
    metrics.cacheEvent('hit');
    metrics.cacheEvent('miss', 'page');
    expect(await values(metrics, 'bff_cache_events_total')).toEqual([
      [{ event: 'hit', group: 'api' }, 2],
      [{ event: 'miss', group: 'page' }, 1],
    ]);
  });
});

describe('BffMetrics counters reported from zero', () => {
  it('reports every kind of upstream error, render outcome, stale-on-error group and variant event from the start', async () => {
    const metrics = new BffMetrics();
    expect((await values(metrics, 'bff_upstream_errors_total')).map(([labels]) => labels.kind)).toEqual([
      'timeout',
      'unavailable',
      'http_status',
      'invalid_json',
      'too_large',
      'envelope',
      'shape',
      'not_found',
    ]);
    expect(await values(metrics, 'bff_page_renders_total')).toEqual([
      [{ outcome: 'full' }, 0],
      [{ outcome: 'degraded' }, 0],
      [{ outcome: 'failed' }, 0],
    ]);
    expect(await values(metrics, 'bff_cache_stale_on_error_total')).toHaveLength(3);
    expect(await values(metrics, 'bff_image_variants_total')).toHaveLength(8);
  });

  it('reports the shared cache and the purges only once they are expected', async () => {
    const metrics = new BffMetrics();
    expect(await values(metrics, 'bff_shared_cache_errors_total')).toEqual([]);
    expect(await values(metrics, 'bff_cache_purges_total')).toEqual([]);
    metrics.expectSharedCache();
    metrics.expectPurges(false);
    expect(await values(metrics, 'bff_shared_cache_errors_total')).toHaveLength(8);
    expect(await values(metrics, 'bff_shared_cache_reads_total')).toHaveLength(3);
    expect(await values(metrics, 'bff_cache_purges_total')).toHaveLength(3);
    expect(await values(metrics, 'bff_edge_purges_total')).toEqual([]);
  });

  it('counts stale answers served on error and purges by their labels', async () => {
    const metrics = new BffMetrics();
    metrics.staleOnError('api');
    metrics.staleOnError('api');
    metrics.purge('keys');
    expect(await counted(metrics, 'bff_cache_stale_on_error_total')).toEqual([[{ group: 'api' }, 2]]);
    expect(await counted(metrics, 'bff_cache_purges_total')).toEqual([[{ scope: 'keys' }, 1]]);
  });
});

describe('BffMetrics answer cache gauges', () => {
  it('read the bytes and entries of the answer cache when scraped, zero before it exists', async () => {
    const metrics = new BffMetrics();
    expect(await values(metrics, 'bff_cache_bytes')).toEqual([[{}, 0]]);
    let bytes = 1200;
    metrics.watchAnswers({ bytes: () => bytes, entries: () => 3 });
    bytes = 4800;
    expect(await values(metrics, 'bff_cache_bytes')).toEqual([[{}, 4800]]);
    expect(await values(metrics, 'bff_cache_entries')).toEqual([[{}, 3]]);
  });
});

describe('BffMetrics memory bounds', () => {
  it('reports the configured bounds, and none when the app was given none', async () => {
    const bounded = new BffMetrics({ cacheMaxBytes: 64, residentBytes: 228 });
    expect(await values(bounded, 'bff_cache_max_bytes')).toEqual([[{}, 64]]);
    expect(await values(bounded, 'bff_resident_memory_bound_bytes')).toEqual([[{}, 228]]);
    expect(await values(new BffMetrics(), 'bff_cache_max_bytes')).toEqual([]);
  });
});

describe('BffMetrics edge purges', () => {
  it('counts each edge purge by its outcome, every outcome reported once edges are expected', async () => {
    const metrics = new BffMetrics();
    metrics.expectPurges(true);
    metrics.edgePurge('ok');
    metrics.edgePurge('ok');
    metrics.edgePurge('timeout');
    expect(await values(metrics, 'bff_edge_purges_total')).toEqual([
      [{ outcome: 'ok' }, 2],
      [{ outcome: 'failed' }, 0],
      [{ outcome: 'timeout' }, 1],
    ]);
  });
});
