/**
 * Purges at the edge: `PURGE` with `xkey-purge: <keys>` drops every object made from one of the keys (as
 * the BFF's Surrogate-Key named them), `BAN` drops everything, and only clients of the `operators` ACL
 * (loopback 127.0.0.1 here) may send either.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { peerDispatcher } from '../../../helpers/edgeRequest.js';
import { rawHttp, statusOf } from '../../../helpers/rawHttp.js';
import { apiCacheControl, pageCacheControl, useScriptedEdge } from './scriptedEdge.js';

/** A client outside the ACL: another loopback address. */
const outsider = peerDispatcher('127.0.0.2');
afterAll(() => outsider.close());

describe('purging the edge', () => {
  const edge = useScriptedEdge();

  /** Answers `path` with `version.body` and the surrogate keys given. */
  function keyed(path: string, keys: string, version: { body: string }, cacheControl = pageCacheControl(60, 60)) {
    edge().origin.on(path, () => ({
      headers: { 'cache-control': cacheControl, 'surrogate-key': keys, vary: 'Cookie, Accept-Encoding' },
      body: version.body,
    }));
  }

  const purge = (keys: string) => edge().get('/', { method: 'PURGE', headers: { 'xkey-purge': keys } });

  it('drops every object made from a purged key, in every cookie variant, and keeps the others', async () => {
    const version = { body: 'v1' };
    keyed('/articledetail/1001', 'article:1001 folder:jtyw menu:zh site', version);
    keyed('/articlepagelist/jtyw', 'article:1001 article:1002 folder:jtyw menu:zh site', version);
    keyed('/cms/api/article/detail', 'article:1001', version, apiCacheControl(60, 60));
    keyed('/articledetail/1003', 'article:1003 folder:jtyw menu:zh site', version);
    const urls = [
      '/articledetail/1001',
      '/articlepagelist/jtyw',
      '/cms/api/article/detail?id=1001',
      '/articledetail/1003',
    ];
    for (const url of urls) {
      await edge().get(url);
      await edge().get(url, { headers: { cookie: 'locale=en' } });
    }
    version.body = 'v2';

    const answer = await purge('article:1001');
    expect(answer.status).toBe(200);
    expect(answer.headers['xkey-purged']).toBe('5');
    expect(JSON.parse(answer.body)).toEqual({ purged: 5 });

    for (const url of urls.slice(0, 3)) {
      const after = await edge().get(url);
      expect([after.headers['x-cache'], after.body], url).toEqual(['MISS', 'v2']);
    }
    const untouched = await edge().get('/articledetail/1003');
    expect([untouched.headers['x-cache'], untouched.body]).toEqual(['HIT', 'v1']);
  });

  it('takes several keys at once, separated by spaces', async () => {
    const version = { body: 'v1' };
    keyed('/columndetail/gsjj', 'folder:gsjj menu:zh', version);
    keyed('/columndetail/egsjj', 'folder:egsjj menu:en', version);
    keyed('/cms/api/share/sharesMessage', 'shares', version, apiCacheControl(30, 60));
    await edge().get('/columndetail/gsjj');
    await edge().get('/columndetail/egsjj?lang=en');
    await edge().get('/cms/api/share/sharesMessage');
    const answer = await purge('menu:en shares');
    expect(answer.headers['xkey-purged']).toBe('2');
    expect((await edge().get('/columndetail/gsjj')).headers['x-cache']).toBe('HIT');
    expect((await edge().get('/columndetail/egsjj?lang=en')).headers['x-cache']).toBe('MISS');
    expect((await edge().get('/cms/api/share/sharesMessage')).headers['x-cache']).toBe('MISS');
  });

  it('answers a purge of keys nothing carries with 0', async () => {
    const answer = await purge('article:999999');
    expect([answer.status, answer.headers['xkey-purged']]).toEqual([200, '0']);
  });

  it('never shows the surrogate keys to a client', async () => {
    keyed('/columndetail/keys', 'folder:keys site', { body: 'v1' });
    for (let i = 0; i < 2; i += 1) {
      const answer = await edge().get('/columndetail/keys');
      expect(answer.headers['surrogate-key']).toBeUndefined();
      expect(answer.headers.xkey).toBeUndefined();
    }
  });

  it('drops this URL alone on a PURGE without keys', async () => {
    keyed('/columndetail/one', 'folder:one', { body: 'v1' });
    keyed('/columndetail/two', 'folder:two', { body: 'v1' });
    await edge().get('/columndetail/one');
    await edge().get('/columndetail/two');
    const answer = await edge().get('/columndetail/one', { method: 'PURGE' });
    expect(answer.status).toBe(200);
    expect((await edge().get('/columndetail/one')).headers['x-cache']).toBe('MISS');
    expect((await edge().get('/columndetail/two')).headers['x-cache']).toBe('HIT');
  });

  it('drops every object on a BAN', async () => {
    keyed('/columndetail/ban1', 'folder:ban1', { body: 'v1' });
    keyed('/cms/api/site/oneSite', 'site', { body: 'v1' }, apiCacheControl(60, 60));
    await edge().get('/columndetail/ban1');
    await edge().get('/cms/api/site/oneSite?siteCode=zh');
    const answer = await edge().get('/', { method: 'BAN' });
    expect(answer.status).toBe(200);
    expect((await edge().get('/columndetail/ban1')).headers['x-cache']).toBe('MISS');
    expect((await edge().get('/cms/api/site/oneSite?siteCode=zh')).headers['x-cache']).toBe('MISS');
  });

  it('refuses PURGE and BAN from a client outside the ACL, and keeps every object', async () => {
    keyed('/columndetail/guarded', 'folder:guarded', { body: 'v1' });
    await edge().get('/columndetail/guarded');
    const purged = await edge().get('/', {
      method: 'PURGE',
      headers: { 'xkey-purge': 'folder:guarded' },
      dispatcher: outsider,
    });
    const banned = await edge().get('/', { method: 'BAN', dispatcher: outsider });
    const urlPurge = await edge().get('/columndetail/guarded', { method: 'PURGE', dispatcher: outsider });
    expect([purged.status, banned.status, urlPurge.status]).toEqual([403, 403, 403]);
    expect((await edge().get('/columndetail/guarded')).headers['x-cache']).toBe('HIT');
  });

  it("refuses the BFF's operations routes to a client outside the ACL", async () => {
    edge().origin.on('/metrics', () => ({ headers: { 'cache-control': 'no-store' }, body: 'bff_up 1' }));
    edge().origin.on('/_bff/cache/purge', () => ({ headers: { 'cache-control': 'no-store' }, body: '{}' }));
    for (const [method, path] of [
      ['GET', '/metrics'],
      ['GET', '/readyz'],
      ['POST', '/_bff/cache/purge'],
    ] as const) {
      expect((await edge().get(path, { method, dispatcher: outsider })).status, path).toBe(403);
    }
    expect((await edge().get('/metrics')).body).toBe('bff_up 1');
    expect((await edge().get('/_bff/cache/purge', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(edge().origin.requestsTo('/metrics')).toHaveLength(1);
  });

  it('answers other methods than the site uses with 405', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await rawHttp(
        edge().varnish.port,
        `${method} /index/sy HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer), method).toBe(405);
    }
  });
});
