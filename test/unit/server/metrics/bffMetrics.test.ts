import { describe, expect, it } from 'vitest';
import { BffMetrics } from '../../../../server/metrics/bffMetrics.js';

async function values(metrics: BffMetrics, name: string): Promise<Array<[Record<string, unknown>, number]>> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return (metric?.values ?? []).map((v) => [v.labels, v.value]);
}

describe('BffMetrics tallies', () => {
  it('reports requests by route and status, the same on every read', async () => {
    const metrics = new BffMetrics();
    metrics.httpRequests.add('/healthz', 200);
    metrics.httpRequests.add('/healthz', 200);
    metrics.httpRequests.add('unmatched', 404);
    const expected = [
      [{ route: '/healthz', status: 200 }, 2],
      [{ route: 'unmatched', status: 404 }, 1],
    ];
    expect(await values(metrics, 'bff_http_requests_total')).toEqual(expected);
    expect(await values(metrics, 'bff_http_requests_total')).toEqual(expected);
    expect(await metrics.registry.metrics()).toContain('bff_http_requests_total{route="/healthz",status="200"} 2');
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

describe('BffMetrics edge purges', () => {
  it('counts each edge purge by its outcome', async () => {
    const metrics = new BffMetrics();
    metrics.edgePurge('ok');
    metrics.edgePurge('ok');
    metrics.edgePurge('timeout');
    expect(await values(metrics, 'bff_edge_purges_total')).toEqual([
      [{ outcome: 'ok' }, 2],
      [{ outcome: 'timeout' }, 1],
    ]);
  });
});
