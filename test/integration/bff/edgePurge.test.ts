import { afterEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { EDGE_PURGE_BUDGET_MS } from '../../../server/edge/edgePurger.js';
import { EDGE_PURGE_HEADER_MAX_BYTES } from '../../../server/edge/keyBatches.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { closedPort } from '../../helpers/closedPort.js';
import { metricValue } from '../../helpers/pictureFixtures.js';
import { ScriptedEdge } from '../../helpers/scriptedEdge.js';

const TOKEN = 'edge-purge-token-0123456789';
/** Far above the budget: the test only guards against a purge held by a hung edge, it times nothing. */
const GUARD_MS = 10_000;

let bff: BffHarness | null = null;
let edges: ScriptedEdge[] = [];
const lines: Record<string, unknown>[] = [];

afterEach(async () => {
  await bff?.close();
  bff = null;
  await Promise.all(edges.map((edge) => edge.close()));
  edges = [];
  lines.length = 0;
});

async function startWith(...urls: string[]): Promise<BffHarness> {
  bff = await startBff(
    { adminToken: TOKEN, edgePurgeUrls: urls, logLevel: 'info' },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  return bff;
}

async function edge(behaviour?: (n: number) => number | 'hang'): Promise<ScriptedEdge> {
  const started = await ScriptedEdge.start(behaviour);
  edges.push(started);
  return started;
}

const purge = (harness: BffHarness, body?: object) => {
  const request = harness.http.post('/_bff/cache/purge').set('authorization', `Bearer ${TOKEN}`);
  return body === undefined ? request : request.send(body);
};

describe('a purge with EDGE_PURGE_URLS', () => {
  it('sends each edge PURGE / with the keys in xkey-purge, and answers with every edge', async () => {
    const [one, two] = [await edge(), await edge()];
    const harness = await startWith(one.url, two.url);
    const response = await purge(harness, { keys: ['article:1001', 'folder:jtyw'] });
    expect(response.status).toBe(200);
    expect(response.body.edges).toEqual([
      { url: one.url, status: 200, ms: expect.any(Number) },
      { url: two.url, status: 200, ms: expect.any(Number) },
    ]);
    for (const scripted of [one, two]) {
      expect(scripted.requests).toHaveLength(1);
      expect(scripted.requests[0]).toMatchObject({ method: 'PURGE', url: '/' });
      expect(scripted.requests[0]?.headers['xkey-purge']).toBe('article:1001 folder:jtyw');
    }
  });

  it('gives up on a hung edge within the budget, retries a failing one, reports an unreachable one', async () => {
    const hung = await edge(() => 'hang');
    const flaky = await edge((n) => (n === 0 ? 500 : 200));
    const down = `http://127.0.0.1:${await closedPort()}`;
    const harness = await startWith(hung.url, flaky.url, down);
    const started = performance.now();
    const response = await purge(harness, { keys: ['site'] }).timeout(GUARD_MS);
    const took = performance.now() - started;
    const [toHung, toFlaky, toDown] = response.body.edges as { url: string; status: unknown; ms: number }[];
    expect(toHung).toMatchObject({ url: hung.url, status: 'timeout' });
    expect(toHung?.ms).toBeGreaterThanOrEqual(EDGE_PURGE_BUDGET_MS - 50);
    expect(took).toBeLessThan(GUARD_MS);
    expect(toFlaky).toMatchObject({ url: flaky.url, status: 200 });
    expect(flaky.requests.map((r) => r.method)).toEqual(['PURGE', 'PURGE']);
    expect(toDown).toMatchObject({ url: down, status: 'unreachable' });
    expect(await metricValue(harness.http, 'bff_edge_purges_total', 'outcome="timeout"')).toBe(1);
    expect(await metricValue(harness.http, 'bff_edge_purges_total', 'outcome="ok"')).toBe(1);
    expect(await metricValue(harness.http, 'bff_edge_purges_total', 'outcome="failed"')).toBe(1);
  });

  it('stops retrying an edge that refuses the purge', async () => {
    const refusing = await edge(() => 405);
    const harness = await startWith(refusing.url);
    const response = await purge(harness, { keys: ['site'] });
    expect(response.body.edges).toEqual([{ url: refusing.url, status: 405, ms: expect.any(Number) }]);
    expect(refusing.requests).toHaveLength(1);
  });

  it('splits many keys over requests whose header stays within its bound', async () => {
    const scripted = await edge();
    const harness = await startWith(scripted.url);
    const keys = Array.from({ length: 100 }, (_, i) => `file:${'x'.repeat(180)}/${i}.jpg`);
    await purge(harness, { keys });
    const headers = scripted.requests.map((r) => String(r.headers['xkey-purge']));
    expect(headers.length).toBeGreaterThan(1);
    for (const header of headers) expect(header.length).toBeLessThanOrEqual(EDGE_PURGE_HEADER_MAX_BYTES);
    expect(scripted.purgedKeys().sort()).toEqual([...keys].sort());
  });

  it('sends a prefix purge the keys of the entries it matched, not of those built from them', async () => {
    const scripted = await edge();
    const harness = await startWith(scripted.url);
    await harness.http.get(endpointUrl('articleDetail')).query({ id: '1001' });
    await harness.app.responseCache.lookup('page:a', 60_000, async () => ({
      body: '<html></html>',
      dependsOn: [`${endpointUrl('articleDetail')}?id=1001`, 'sk:article:1001', 'sk:site'],
    }));
    const response = await purge(harness, { prefix: `${endpointUrl('articleDetail')}?id=1001` });
    expect(response.body.purged).toBe(2);
    expect(scripted.purgedKeys()).toEqual(['article:1001', 'folder:jtyw']);
  });

  it('sends each edge BAN / for a purge of everything', async () => {
    const scripted = await edge();
    const harness = await startWith(scripted.url);
    const response = await purge(harness);
    expect(response.body.edges).toEqual([{ url: scripted.url, status: 200, ms: expect.any(Number) }]);
    expect(scripted.requests.map((r) => [r.method, r.url])).toEqual([['BAN', '/']]);
  });

  it('logs what was purged and how each edge answered', async () => {
    const scripted = await edge();
    const harness = await startWith(scripted.url);
    await purge(harness, { keys: ['menu:zh'] });
    const line = lines.find((l) => l.msg === 'cache purged');
    expect(line).toMatchObject({ keys: ['menu:zh'], purged: 0, edges: [{ url: scripted.url, status: 200 }] });
  });
});

describe('a purge without EDGE_PURGE_URLS', () => {
  it('reaches no edge and says so', async () => {
    const harness = await startWith();
    const response = await purge(harness, { keys: ['site'] });
    expect(response.body).toEqual({ purged: 0, edges: [] });
  });
});
