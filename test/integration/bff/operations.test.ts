import { afterEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';

const TOKEN = 'purge-token-for-tests-0001';
let bff: BffHarness;
afterEach(async () => bff.close());

describe('/healthz', () => {
  it('answers 200 while the process runs, whatever the upstream does', async () => {
    bff = await startBff();
    bff.upstream.script('site/fastTrack', () => ({ status: 500, raw: 'down' }));
    const response = await bff.http.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('/readyz', () => {
  it('answers 503 with the reason while the upstream fails, then 200 once it answers', async () => {
    bff = await startBff();
    bff.upstream.script('site/fastTrack', () => ({ json: { code: 500, msg: 'maintenance' } }));
    const down = await bff.http.get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ready: false, reason: 'the CMS probe failed: maintenance' });
    bff.upstream.reset();
    const up = await bff.http.get('/readyz');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ ready: true, basis: 'probe' });
  });

  it('answers 200 without probing after a recent successful upstream call', async () => {
    bff = await startBff();
    await bff.http.get(endpointUrl('articleDetail')).query({ id: '1' });
    bff.upstream.reset();
    const response = await bff.http.get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ready: true, basis: 'recent call' });
    expect(bff.upstream.calls).toHaveLength(0);
  });
});

describe('/metrics', () => {
  it('exposes the named BFF metrics and the default process metrics', async () => {
    bff = await startBff();
    const url = endpointUrl('articleDetail');
    await bff.http.get(url).query({ id: '1' });
    await bff.http.get(url).query({ id: '1' });
    await bff.http.get(url).query({ id: '1' }).set('authorization', 'Bearer visitor-token');
    bff.upstream.script('article/detail', () => ({ json: { code: 500, msg: 'down' } }));
    await bff.http.get(url).query({ id: '2' });
    const response = await bff.http.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.text;
    expect(text).toContain('bff_http_requests_total{route="/cms/api/article/detail",status="200",kind="api"} 3');
    expect(text).toContain('bff_http_requests_total{route="/cms/api/article/detail",status="502",kind="api"} 1');
    expect(text).toContain('bff_cache_events_total{event="miss",group="api"} 2');
    expect(text).toContain('bff_cache_events_total{event="hit",group="api"} 1');
    expect(text).toContain('bff_cache_events_total{event="bypass",group="api"} 1');
    expect(text).toMatch(
      /bff_upstream_request_duration_seconds_bucket\{le="[\d.]+",path="\/cms\/api\/article\/detail"\}/,
    );
    expect(text).toContain('bff_upstream_request_duration_seconds_count{path="/cms/api/article/detail"} 3');
    expect(text).toContain('bff_upstream_errors_total{kind="envelope"} 1');
    expect(text).toContain('bff_upstream_errors_total{kind="timeout"} 0');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts unmatched paths under one route label', async () => {
    bff = await startBff();
    await bff.http.get('/random-scan-1');
    await bff.http.get('/random-scan-2');
    const text = (await bff.http.get('/metrics')).text;
    expect(text).toContain('bff_http_requests_total{route="unmatched",status="503",kind="page"} 2');
    expect(text).not.toContain('random-scan');
  });

  it('counts pages under their route pattern', async () => {
    bff = await startBff();
    await bff.http.get('/index/sy');
    await bff.http.get('/articledetail/42');
    await bff.http.get('/articledetail/43');
    const text = (await bff.http.get('/metrics')).text;
    // Without a client build in this test, pages are the plain 503 that asks for one.
    expect(text).toContain('bff_http_requests_total{route="/index/:fdCode",status="503",kind="page"} 1');
    expect(text).toContain('bff_http_requests_total{route="/articledetail/:articleId",status="503",kind="page"} 2');
    expect(text).not.toContain('route="unmatched"');
  });
});

describe('POST /_bff/cache/purge', () => {
  const purge = async (headers: Record<string, string> = {}, payload?: object) => {
    const request = bff.http.post('/_bff/cache/purge').set(headers);
    return payload ? request.send(payload) : request;
  };

  it('does not exist without ADMIN_TOKEN', async () => {
    bff = await startBff({ adminToken: null });
    const response = await purge({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    bff = await startBff({ adminToken: TOKEN });
    const response = await purge();
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { status: 401, code: 'UNAUTHORIZED' } });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for a wrong token', async () => {
    bff = await startBff({ adminToken: TOKEN });
    expect((await purge({ authorization: `Bearer ${TOKEN}-wrong` })).status).toBe(401);
    expect((await purge({ authorization: `Basic ${TOKEN}` })).status).toBe(401);
  });

  it('empties the cache and says how many entries went', async () => {
    bff = await startBff({ adminToken: TOKEN });
    await bff.http.get(endpointUrl('articleDetail')).query({ id: '1' });
    await bff.http.get(endpointUrl('fastTrack'));
    const response = await purge({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ purged: 2, edges: [] });
    const again = await bff.http.get(endpointUrl('fastTrack'));
    expect(again.headers['x-cache']).toBe('MISS');
  });

  it('empties only the entries under a prefix', async () => {
    bff = await startBff({ adminToken: TOKEN });
    await bff.http.get(endpointUrl('articleDetail')).query({ id: '1' });
    await bff.http.get(endpointUrl('articleDetail')).query({ id: '2' });
    await bff.http.get(endpointUrl('fastTrack'));
    const response = await purge({ authorization: `Bearer ${TOKEN}` }, { prefix: '/cms/api/article' });
    expect(response.body).toEqual({ purged: 2, edges: [] });
    expect((await bff.http.get(endpointUrl('fastTrack'))).headers['x-cache']).toBe('HIT');
    expect((await bff.http.get(endpointUrl('articleDetail')).query({ id: '1' })).headers['x-cache']).toBe('MISS');
  });

  it('counts the purges carried out by scope, each scope from zero', async () => {
    bff = await startBff({ adminToken: TOKEN });
    await purge({ authorization: `Bearer ${TOKEN}` }, { prefix: '/cms/api/article' });
    await purge({ authorization: `Bearer ${TOKEN}` }, { keys: ['site'] });
    await purge({ authorization: `Bearer ${TOKEN}` }, { keys: ['menu:zh'] });
    await purge({ authorization: `Bearer ${TOKEN}-wrong` });
    const text = (await bff.http.get('/metrics')).text;
    expect(text).toContain('bff_cache_purges_total{scope="keys"} 2');
    expect(text).toContain('bff_cache_purges_total{scope="prefix"} 1');
    expect(text).toContain('bff_cache_purges_total{scope="all"} 0');
  });

  it('rejects a prefix that is not a path', async () => {
    bff = await startBff({ adminToken: TOKEN });
    expect((await purge({ authorization: `Bearer ${TOKEN}` }, { prefix: 'cms' })).status).toBe(400);
  });
});
