/**
 * What a browser gets from the edge: X-Cache (the edge's HIT, HIT-STALE or MISS) beside the BFF's own as
 * X-Cache-Bff, the entity tag and a 304 for a matching If-None-Match, Vary for browsers, and the same body
 * compressed or not from one stored object per encoding, and a picture variant per format the BFF chooses.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { apiCacheControl, pageCacheControl, useScriptedEdge } from './scriptedEdge.js';

const BODY = JSON.stringify({ articleLists: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `标题 ${i}` })) });

describe('delivery from the edge', () => {
  const edge = useScriptedEdge();

  function api(path: string): void {
    edge().origin.on(path, (request) => ({
      headers: {
        'cache-control': apiCacheControl(60, 3600),
        vary: 'Accept-Encoding',
        etag: /gzip/.test(String(request.headers['accept-encoding'])) ? '"a1-gz"' : '"a1"',
        'x-cache': 'MISS',
        'content-type': 'application/json; charset=utf-8',
      },
      body: BODY,
    }));
  }

  it("says whether the edge had the answer, and keeps the BFF's own X-Cache as X-Cache-Bff", async () => {
    api('/cms/api/article/findArticleList');
    const first = await edge().get('/cms/api/article/findArticleList?folderId=12');
    const second = await edge().get('/cms/api/article/findArticleList?folderId=12');
    expect([first.headers['x-cache'], first.headers['x-cache-bff']]).toEqual(['MISS', 'MISS']);
    expect([second.headers['x-cache'], second.headers['x-cache-bff']]).toEqual(['HIT', 'MISS']);
  });

  it('answers a matching If-None-Match with 304 itself', async () => {
    api('/cms/api/article/getAboutNews');
    const first = await edge().get('/cms/api/article/getAboutNews?id=3', { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await edge().get('/cms/api/article/getAboutNews?id=3', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect([again.status, again.body, again.headers.etag, again.headers['x-cache']]).toEqual([304, '', etag, 'HIT']);
    expect(edge().origin.requestsTo('/cms/api/article/getAboutNews')).toHaveLength(1);
  });

  it('answers a page that browsers must revalidate with 304 as long as it is fresh at the edge', async () => {
    edge().origin.on('/index/sy', () => ({
      headers: { 'cache-control': pageCacheControl(60, 60), etag: '"p1"', vary: 'Cookie, Accept-Encoding' },
      body: '<!doctype html><html lang="zh-CN"></html>',
    }));
    await edge().get('/index/sy');
    const again = await edge().get('/index/sy', { headers: { 'if-none-match': '"p1"' } });
    expect([again.status, again.headers['cache-control']]).toEqual([304, pageCacheControl(60, 60)]);
  });

  it('keeps Vary for browsers, and gives gzip to clients that take it and plain bytes to the others', async () => {
    api('/cms/api/folder/getFdDtAndAtcList');
    const url = `${edge().varnish.url}/cms/api/folder/getFdDtAndAtcList?fdCode=jtyw`;
    const gzipped = await request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await request(url);
    const gzippedBody = Buffer.from(await gzipped.body.arrayBuffer());
    const plainBody = await plain.body.text();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzippedBody).toString()).toBe(BODY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plainBody).toBe(BODY);
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    // The BFF is always asked for gzip; the edge unpacks it for clients that do not take it.
    const seen = edge().origin.requestsTo('/cms/api/folder/getFdDtAndAtcList');
    expect(seen.map((r) => r.headers['accept-encoding'])).toEqual(seen.map(() => 'gzip'));
    expect(seen.length).toBeLessThanOrEqual(2);
  });

  it("passes the page's other headers through", async () => {
    edge().origin.on('/columndetail/headers', () => ({
      headers: {
        'cache-control': pageCacheControl(60, 60),
        'content-security-policy': "default-src 'self'",
        'strict-transport-security': 'max-age=31536000',
        link: '</assets/site.css>; rel=preload; as=style',
        'content-type': 'text/html; charset=utf-8',
      },
      body: '<!doctype html>',
    }));
    await edge().get('/columndetail/headers');
    const hit = await edge().get('/columndetail/headers');
    expect(hit.headers['content-security-policy']).toBe("default-src 'self'");
    expect(hit.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(hit.headers.link).toBe('</assets/site.css>; rel=preload; as=style');
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Object.keys(hit.headers).filter((name) => name.startsWith('x-edge'))).toEqual([]);
  });

  it("keeps one object per format the BFF chooses, not per browser's Accept header", async () => {
    edge().origin.on('/cms/files/banners/plant.jpg', (request) => {
      const accept = request.headers.accept ?? '';
      const format = accept.includes('avif') ? 'avif' : accept.includes('webp') ? 'webp' : 'jpeg';
      return {
        headers: { 'cache-control': 'public, max-age=3600', vary: 'Accept', 'content-type': `image/${format}` },
        body: format,
      };
    });
    const accepts: [string | null, string][] = [
      ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
      ['image/avif,image/webp,*/*', 'avif'],
      ['image/webp,*/*', 'webp'],
      ['image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'webp'],
      ['image/avif;q=0,image/webp', 'webp'],
      ['image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'jpeg'],
      ['*/*', 'jpeg'],
      [null, 'jpeg'],
    ];
    for (const [accept, format] of accepts) {
      const answer = await edge().get('/cms/files/banners/plant.jpg?w=960', { headers: accept ? { accept } : {} });
      expect(answer.body, String(accept)).toBe(format);
    }
    const seen = edge()
      .origin.requestsTo('/cms/files/banners/plant.jpg')
      .map((r) => r.headers.accept);
    expect(seen).toEqual(['image/avif', 'image/webp', undefined]);
  });
});
