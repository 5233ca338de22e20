/**
 * What the edge never keeps: answers that set a cookie, errors and other statuses than 200, 301 and 302,
 * and answers marked private, no-store or no-cache. Each request for them reaches the BFF.
 */
import { describe, it } from 'vitest';
import type { OriginAnswer } from '../../../helpers/scriptedOrigin.js';
import { apiCacheControl, pageCacheControl, useScriptedEdge } from './scriptedEdge.js';

const KEPT = pageCacheControl(60, 60);

const NEVER_KEPT: Record<string, OriginAnswer> = {
  'a Set-Cookie answer': { headers: { 'cache-control': KEPT, 'set-cookie': 'session=abc; HttpOnly' }, body: 'x' },
  'a 404': { status: 404, headers: { 'cache-control': KEPT }, body: 'not found' },
  'a 400': { status: 400, headers: { 'cache-control': KEPT }, body: 'bad request' },
  'a 410': { status: 410, headers: { 'cache-control': KEPT }, body: 'gone' },
  'a 500': { status: 500, headers: { 'cache-control': KEPT }, body: 'failed' },
  'a 503': { status: 503, headers: { 'cache-control': KEPT, 'retry-after': '30' }, body: 'busy' },
  'a private answer': { headers: { 'cache-control': 'private, max-age=60' }, body: 'x' },
  'a no-store answer': { headers: { 'cache-control': 'no-store' }, body: 'x' },
  'a no-cache answer': { headers: { 'cache-control': 'no-cache' }, body: 'x' },
  'a public answer with no-cache': { headers: { 'cache-control': 'public, no-cache, max-age=60' }, body: 'x' },
  'an answer without freshness': { headers: { 'cache-control': 'public, max-age=0' }, body: 'x' },
  'an answer that varies on everything': { headers: { 'cache-control': KEPT, vary: '*' }, body: 'x' },
};

const KEPT_ANSWERS: Record<string, OriginAnswer> = {
  'a 200 page': { headers: { 'cache-control': KEPT }, body: '<html lang="zh-CN"></html>' },
  'a 200 API answer': { headers: { 'cache-control': apiCacheControl(60, 60) }, body: '{}' },
  'a 301': { status: 301, headers: { 'cache-control': KEPT, location: '/articlepagelist/ejtyw?lang=en' } },
  'a 302': { status: 302, headers: { 'cache-control': KEPT, location: '/index/sy?lang=en' } },
};

describe.concurrent('answers the edge never keeps', () => {
  const edge = useScriptedEdge();

  it.for(Object.keys(NEVER_KEPT))('sends every request for %s to the BFF', async (name, { expect }) => {
    const answer = NEVER_KEPT[name] ?? {};
    const path = `/never/${encodeURIComponent(name)}`;
    edge().origin.on(path, () => answer);
    const first = await edge().get(path);
    const second = await edge().get(path);
    expect(first.status).toBe(answer.status ?? 200);
    expect(second.status).toBe(answer.status ?? 200);
    expect(second.body).toBe(answer.body);
    expect(second.headers['x-cache']).toBe('MISS');
    // An error is asked for twice per request: once for anything stale to serve instead, once more to pass.
    const perRequest = (answer.status ?? 200) >= 500 ? 2 : 1;
    expect(edge().origin.requestsTo(path)).toHaveLength(2 * perRequest);
  });

  it.for(Object.keys(KEPT_ANSWERS))('keeps %s', async (name, { expect }) => {
    const answer = KEPT_ANSWERS[name] ?? {};
    const path = `/kept/${encodeURIComponent(name)}`;
    edge().origin.on(path, () => answer);
    await edge().get(path);
    const second = await edge().get(path);
    expect([second.status, second.headers['x-cache']]).toEqual([answer.status ?? 200, 'HIT']);
    if (answer.headers?.location) expect(second.headers.location).toBe(answer.headers.location);
    expect(edge().origin.requestsTo(path)).toHaveLength(1);
  });

  it('keeps nothing a POST was answered with', async ({ expect }) => {
    edge().origin.on('/cms/api/article/textSearch', () => ({
      headers: { 'cache-control': apiCacheControl(60, 60) },
      body: '{}',
    }));
    await edge().get('/cms/api/article/textSearch', { method: 'POST', body: 'inPutMessage=plant' });
    const get = await edge().get('/cms/api/article/textSearch');
    expect(get.headers['x-cache']).toBe('MISS');
    expect(
      edge()
        .origin.requestsTo('/cms/api/article/textSearch')
        .map((r) => r.method),
    ).toEqual(['POST', 'GET']);
  });
});
