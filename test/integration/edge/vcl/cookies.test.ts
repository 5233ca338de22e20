/**
 * Cookies at the edge: analytics and consent cookies are ignored and never forwarded; the `locale` cookie
 * makes two variants of a bare page URL and nothing anywhere else; Authorization and the private cookies
 * pass, reaching the BFF with them.
 */
import { describe, expect, it } from 'vitest';
import { apiCacheControl, pageCacheControl, useScriptedEdge } from './scriptedEdge.js';

const ANALYTICS = '_ga=GA1.1.123.456; _gid=GA1.1.789; Hm_lvt_0a1b2c=1767225600; cookie_consent=all';
const COOKIE_SETS: (string | undefined)[] = [
  undefined,
  'locale=en',
  'locale=zh',
  ANALYTICS,
  `${ANALYTICS}; locale=en`,
  `locale=zh; ${ANALYTICS}`,
  'locale=fr',
];

describe('cookies at the edge', () => {
  const edge = useScriptedEdge();

  /** A page that says which cookie it was rendered for, as the BFF's bare page URLs do. */
  function page(path: string): void {
    edge().origin.on(path, (request) => ({
      headers: { 'cache-control': pageCacheControl(60, 60), vary: 'Cookie, Accept-Encoding' },
      body: `rendered for [${request.headers.cookie ?? ''}]`,
    }));
  }

  it('forwards no analytics or consent cookie to the BFF', async () => {
    edge().origin.on('/cms/api/site/fastTrack', () => ({ headers: { 'cache-control': 'no-store' }, body: '{}' }));
    await edge().get('/cms/api/site/fastTrack', { headers: { cookie: ANALYTICS } });
    const [seen] = edge().origin.requestsTo('/cms/api/site/fastTrack');
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it('keeps one object for an API answer whatever the cookies', async () => {
    edge().origin.on('/cms/api/folder/list', () => ({
      headers: { 'cache-control': apiCacheControl(60, 3600), vary: 'Accept-Encoding' },
      body: '{"menu":[]}',
    }));
    const caches: string[] = [];
    for (const cookie of COOKIE_SETS) {
      const answer = await edge().get('/cms/api/folder/list?flag=zh', { headers: cookie ? { cookie } : {} });
      caches.push(answer.headers['x-cache'] ?? '');
    }
    expect(caches).toEqual(['MISS', ...COOKIE_SETS.slice(1).map(() => 'HIT')]);
    expect(edge().origin.requestsTo('/cms/api/folder/list')).toHaveLength(1);
  });

  it('keeps one object for an asset, a picture, a sitemap and a feed whatever the cookies', async () => {
    const paths = ['/assets/site-Ab12Cd.js', '/cms/files/banners/a.jpg', '/sitemaps/pages.xml', '/feeds/jtyw.xml'];
    for (const path of paths) {
      edge().origin.on(path, () => ({ headers: { 'cache-control': 'public, max-age=600' }, body: path }));
      for (const cookie of COOKIE_SETS) await edge().get(path, { headers: cookie ? { cookie } : {} });
      expect(edge().origin.requestsTo(path), path).toHaveLength(1);
      expect(edge().origin.requestsTo(path)[0]?.headers.cookie).toBeUndefined();
    }
  });

  it('keeps two variants of a bare page URL: locale=en, and every other cookie set', async () => {
    page('/articlepagelist/jtyw');
    const bodies = new Map<string, string>();
    for (const cookie of COOKIE_SETS) {
      const answer = await edge().get('/articlepagelist/jtyw', { headers: cookie ? { cookie } : {} });
      bodies.set(cookie ?? '', answer.body);
    }
    const seen = edge()
      .origin.requestsTo('/articlepagelist/jtyw')
      .map((r) => r.headers.cookie ?? '');
    expect(seen.sort()).toEqual(['', 'locale=en']);
    expect(bodies.get('locale=en')).toBe('rendered for [locale=en]');
    expect(bodies.get(`${ANALYTICS}; locale=en`)).toBe('rendered for [locale=en]');
    for (const cookie of [undefined, 'locale=zh', ANALYTICS, `locale=zh; ${ANALYTICS}`, 'locale=fr']) {
      expect(bodies.get(cookie ?? ''), String(cookie)).toBe('rendered for []');
    }
  });

  it('keeps one object for a page URL that names its language, and sends it no cookie', async () => {
    page('/articlepagelist/ejtyw');
    for (const cookie of COOKIE_SETS) {
      await edge().get('/articlepagelist/ejtyw?lang=en', { headers: cookie ? { cookie } : {} });
      await edge().get('/articlepagelist/ejtyw?lang=zh', { headers: cookie ? { cookie } : {} });
    }
    const seen = edge().origin.requestsTo('/articlepagelist/ejtyw');
    expect(seen.map((r) => r.url).sort()).toEqual(['/articlepagelist/ejtyw?lang=en', '/articlepagelist/ejtyw?lang=zh']);
    expect(seen.map((r) => r.headers.cookie)).toEqual([undefined, undefined]);
  });

  it('reads the first lang parameter, as the BFF does: an empty one leaves the URL bare', async () => {
    page('/columndetail/gsjj');
    await edge().get('/columndetail/gsjj?lang=&lang=en', { headers: { cookie: 'locale=en' } });
    await edge().get('/columndetail/gsjj?lang=&lang=en');
    const seen = edge().origin.requestsTo('/columndetail/gsjj');
    expect(seen.map((r) => r.url)).toEqual(['/columndetail/gsjj?lang=&lang=en', '/columndetail/gsjj?lang=&lang=en']);
    expect(seen.map((r) => r.headers.cookie ?? '')).toEqual(['locale=en', '']);
  });

  it('passes a request with Authorization to the BFF each time, with it', async () => {
    edge().origin.on('/cms/api/article/preview', () => ({
      headers: { 'cache-control': apiCacheControl(60, 3600) },
      body: '{"draft":true}',
    }));
    const headers = { authorization: 'Bearer editor-token', cookie: `${ANALYTICS}; locale=en` };
    const first = await edge().get('/cms/api/article/preview?id=7', { headers });
    const second = await edge().get('/cms/api/article/preview?id=7', { headers });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    const seen = edge().origin.requestsTo('/cms/api/article/preview');
    expect(seen).toHaveLength(2);
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer editor-token', 'Bearer editor-token']);
    expect(seen[0]?.headers.cookie).toBe('locale=en');
  });

  it('passes a request with a private cookie each time, with that cookie and the locale cookie only', async () => {
    page('/articledetail/1001');
    const cookie = `${ANALYTICS}; session=s3cr3t; locale=en`;
    const caches: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      caches.push((await edge().get('/articledetail/1001', { headers: { cookie } })).headers['x-cache'] ?? '');
    }
    expect(caches).toEqual(['MISS', 'MISS', 'MISS']);
    const seen = edge().origin.requestsTo('/articledetail/1001');
    expect(seen.map((r) => r.headers.cookie)).toEqual([
      'session=s3cr3t; locale=en',
      'session=s3cr3t; locale=en',
      'session=s3cr3t; locale=en',
    ]);
  });

  it('keeps nothing a private request was answered with', async () => {
    page('/articledetail/1002');
    await edge().get('/articledetail/1002', { headers: { cookie: 'session=s3cr3t' } });
    const anonymous = await edge().get('/articledetail/1002');
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(anonymous.body).toBe('rendered for []');
    expect(edge().origin.requestsTo('/articledetail/1002')).toHaveLength(2);
  });
});
