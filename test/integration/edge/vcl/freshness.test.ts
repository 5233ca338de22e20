/**
 * How long the edge keeps an answer: s-maxage (pages) or max-age (API answers) fresh; then, while the BFF
 * is up, stale only within stale-while-revalidate (refreshed in the background); when a fetch fails or the
 * probe finds the BFF down, stale within stale-if-error; past that, whatever the BFF answers.
 */
import { describe, expect, it } from 'vitest';
import type { OriginAnswer } from '../../../helpers/scriptedOrigin.js';
import { apiCacheControl, pageCacheControl, sleep, useScriptedEdge } from './scriptedEdge.js';

// The tests of a group run at once, each on paths of its own: most of their time is waiting for an
// answer to age.
describe.concurrent('freshness and grace at the edge', () => {
  const edge = useScriptedEdge();

  /**
   * Answers `path` with `current.body` (an entity tag made of it) and `cacheControl` while `current.status`
   * is 200, else with an error that is not to be kept.
   */
  function serve(path: string, cacheControl: string): { status: number; body: string } {
    const current = { status: 200, body: 'v1' };
    edge().origin.on(path, (request): OriginAnswer => {
      const etag = `"${current.body}"`;
      if (current.status === 200 && request.headers['if-none-match'] === etag) {
        return { status: 304, headers: { 'cache-control': cacheControl, etag } };
      }
      return {
        status: current.status,
        headers: current.status === 200 ? { 'cache-control': cacheControl, etag } : { 'cache-control': 'no-store' },
        body: current.status === 200 ? current.body : `error ${current.status}`,
      };
    });
    return current;
  }

  it('keeps a page for its s-maxage, whatever its max-age says to browsers', async ({ expect }) => {
    serve('/index/sy', pageCacheControl(30, 60));
    const first = await edge().get('/index/sy');
    const second = await edge().get('/index/sy');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.headers['cache-control']).toBe(pageCacheControl(30, 60));
    expect(edge().origin.requestsTo('/index/sy')).toHaveLength(1);
  });

  it('keeps an API answer for its max-age', async ({ expect }) => {
    serve('/cms/api/folder/getTopRollPics', apiCacheControl(30, 60));
    await edge().get('/cms/api/folder/getTopRollPics');
    const second = await edge().get('/cms/api/folder/getTopRollPics');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(edge().origin.requestsTo('/cms/api/folder/getTopRollPics')).toHaveLength(1);
  });

  it('serves a stale answer within stale-while-revalidate at once and refreshes it behind', async ({ expect }) => {
    const current = serve('/columndetail/swr', pageCacheControl(1, 30, 30));
    await edge().get('/columndetail/swr');
    current.body = 'v2';
    await sleep(1300);
    const stale = await edge().get('/columndetail/swr');
    expect([stale.headers['x-cache'], stale.body]).toEqual(['HIT-STALE', 'v1']);
    await expect.poll(() => edge().origin.requestsTo('/columndetail/swr').length).toBe(2);
    await expect.poll(async () => (await edge().get('/columndetail/swr')).body).toBe('v2');
  });

  it('revalidates with the entity tag, and keeps the object on a 304', async ({ expect }) => {
    // Fresh for 3 s again once revalidated: room for the last request on a busy machine.
    serve('/columndetail/etag', pageCacheControl(3, 30, 30));
    await edge().get('/columndetail/etag');
    await sleep(3300);
    await edge().get('/columndetail/etag');
    await expect.poll(() => edge().origin.requestsTo('/columndetail/etag').length).toBe(2);
    expect(edge().origin.requestsTo('/columndetail/etag')[1]?.headers['if-none-match']).toBe('"v1"');
    const after = await edge().get('/columndetail/etag');
    expect([after.headers['x-cache'], after.body]).toEqual(['HIT', 'v1']);
  });

  it('past stale-while-revalidate, while the BFF is up, waits for a fresh answer', async ({ expect }) => {
    const current = serve('/columndetail/late', pageCacheControl(1, 1, 60));
    await edge().get('/columndetail/late');
    current.body = 'v2';
    await sleep(2300);
    const answer = await edge().get('/columndetail/late');
    expect([answer.headers['x-cache'], answer.body]).toEqual(['MISS', 'v2']);
  });

  it('past stale-while-revalidate, makes one conditional fetch for many waiting requests', async ({ expect }) => {
    serve('/columndetail/crowd', pageCacheControl(1, 1, 60));
    await edge().get('/columndetail/crowd');
    await sleep(2300);
    const answers = await Promise.all(Array.from({ length: 10 }, () => edge().get('/columndetail/crowd')));
    expect(answers.map((a) => a.body)).toEqual(answers.map(() => 'v1'));
    const seen = edge().origin.requestsTo('/columndetail/crowd');
    expect(seen).toHaveLength(2);
    expect(seen[1]?.headers['if-none-match']).toBe('"v1"');
  });

  it('past stale-while-revalidate, serves the stale answer when the BFF answers an error', async ({ expect }) => {
    const current = serve('/columndetail/broken', pageCacheControl(1, 1, 60));
    await edge().get('/columndetail/broken');
    current.status = 503;
    await sleep(2300);
    const answer = await edge().get('/columndetail/broken');
    expect([answer.status, answer.headers['x-cache'], answer.body]).toEqual([200, 'HIT-STALE', 'v1']);
  });

  it('past stale-if-error, answers what the BFF answers', async ({ expect }) => {
    const current = serve('/columndetail/gone', pageCacheControl(1, 0, 1));
    await edge().get('/columndetail/gone');
    current.status = 502;
    await sleep(2300);
    const answer = await edge().get('/columndetail/gone');
    expect([answer.status, answer.body]).toEqual([502, 'error 502']);
  });

  it('answers a first request whose fetch fails with what the BFF answers', async ({ expect }) => {
    const current = serve('/columndetail/never', pageCacheControl(60, 60));
    current.status = 500;
    const answer = await edge().get('/columndetail/never');
    expect([answer.status, answer.body, answer.headers['x-cache']]).toEqual([500, 'error 500', 'MISS']);
  });
});

describe('grace while the BFF is down', () => {
  // A short probe interval, so that the edge sees the BFF go down and come back within a test.
  const edge = useScriptedEdge({ probeIntervalMs: 100 });

  it('serves stale answers within stale-if-error while the BFF cannot be reached, and fresh ones once it is back', async () => {
    let body = 'v1';
    const cacheControl = pageCacheControl(1, 1, 60);
    edge().origin.on('/index/sy', () => ({ headers: { 'cache-control': cacheControl }, body }));
    edge().origin.on('/cms/api/folder/list', () => ({ headers: { 'cache-control': apiCacheControl(1, 60) }, body }));
    await edge().get('/index/sy');
    await edge().get('/cms/api/folder/list');
    await edge().origin.down();
    await sleep(2300);

    // The probe has seen it by now; a fetch that fails finds the same answer.
    expect(Object.values(await edge().varnish.backendHealth())).not.toContain(true);
    for (const path of ['/index/sy', '/cms/api/folder/list']) {
      const answer = await edge().get(path);
      expect([answer.status, answer.headers['x-cache'], answer.body], path).toEqual([200, 'HIT-STALE', 'v1']);
    }

    body = 'v2';
    await edge().origin.up();
    await expect.poll(async () => (await edge().get('/index/sy')).body, { timeout: 5000 }).toBe('v2');
  });

  it('answers 503 when the BFF cannot be reached and nothing is kept', async () => {
    await edge().origin.down();
    const page = await edge().get('/columndetail/none');
    const api = await edge().get('/cms/api/article/detail?id=1');
    await edge().origin.up();
    expect([page.status, page.headers['retry-after'], page.headers['cache-control']]).toEqual([503, '30', 'no-store']);
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({
      error: { status: 503, code: 'UPSTREAM_UNAVAILABLE', message: expect.any(String) as string },
    });
  });
});
