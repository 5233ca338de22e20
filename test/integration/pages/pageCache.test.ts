import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild, SHELL_HTML } from '../../helpers/fakeRenderer.js';
import { ManualClock } from '../../helpers/manualClock.js';

const MENUS = '/cms/api/folder/list';

describe('server-rendered pages and the page cache', () => {
  let build: Awaited<ReturnType<typeof makeRenderedBuild>>;
  let bff: BffHarness;
  const clock = new ManualClock();

  beforeAll(async () => {
    build = await makeRenderedBuild();
    bff = await startBff(
      { clientDir: build.clientDir, adminToken: 'a-long-enough-admin-token', siteUrl: 'https://www.example.com' },
      { clock: clock.now },
    );
  });
  afterEach(() => {
    bff.app.responseCache.purge();
    bff.upstream.reset();
  });
  afterAll(async () => {
    await bff.close();
    await build.remove();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => bff.http.get(url).set(headers);

  it('renders a page into the built index page, then serves it from the cache with an entity tag', async () => {
    const first = await get('/articlepagelist/jtyw');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=3600, stale-if-error=3600',
    );
    // A bare URL's answer depends on the language cookie (an English reader is sent on).
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.text).toContain('<div id="root"><main data-menus="');
    expect(first.text).toContain('<script type="application/json" id="app-state">{"locale":"zh"}</script>');
    expect(first.text).toContain('<title>T /articlepagelist/jtyw</title>');
    expect(first.text).not.toContain('<title>Shell</title>');
    const second = await get('/articlepagelist/jtyw');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(bff.upstream.callsTo('folder/list')).toBe(1);
    const etag = String(second.headers.etag);
    expect((await get('/articlepagelist/jtyw', { 'if-none-match': etag })).status).toBe(304);
  });

  it('draws the language the URL names, Chinese for a bare URL, one page per language', async () => {
    const english = await get('/articlepagelist/jtyw?lang=en', { cookie: 'locale=zh' });
    expect([english.status, english.text.includes('<html lang="en">')]).toEqual([200, true]);
    // The URL alone decides: no cookie in the variants.
    expect(english.headers.vary).toBe('Accept-Encoding');
    const chinese = await get('/articlepagelist/jtyw', { cookie: 'theme=dark; _ga=GA1.2.3' });
    expect(chinese.text).toContain('>zh</main>');
    // Chinese named in the URL is the bare page, from the same cache entry, whatever the cookie says.
    const named = await get('/articlepagelist/jtyw?lang=zh', { cookie: 'locale=en' });
    expect([named.status, named.headers['x-cache'], named.headers.vary]).toEqual([200, 'HIT', 'Accept-Encoding']);
    expect(named.text).toBe(chinese.text);
  });

  it('keys pages by the query they are drawn from: unknown parameters share the page', async () => {
    await get('/articlepagelist/jtyw?page=2');
    expect((await get('/articlepagelist/jtyw?utm_source=x&page=2')).headers['x-cache']).toBe('HIT');
    expect((await get('/articlepagelist/jtyw?page=3')).headers['x-cache']).toBe('MISS');
    expect((await get('/articlepagelist/jtyw?page=1')).headers['x-cache']).toBe('MISS');
    expect((await get('/articlepagelist/jtyw')).headers['x-cache']).toBe('HIT');
  });

  it('drops a page when an answer it was drawn from is purged', async () => {
    await get('/articlepagelist/jtyw');
    const purge = await bff.http
      .post('/_bff/cache/purge')
      .set('authorization', 'Bearer a-long-enough-admin-token')
      .send({ prefix: MENUS });
    expect(purge.body).toEqual({ purged: 2, edges: [] });
    expect((await get('/articlepagelist/jtyw')).headers['x-cache']).toBe('MISS');
  });

  it('answers 503 with Retry-After and the client shell when the CMS fails and nothing is cached', async () => {
    bff.upstream.script('folder/list', () => ({ status: 500, raw: 'down' }));
    const response = await get('/articlepagelist/jtyw');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(SHELL_HTML);
  });

  it('serves the last good page while the CMS fails after it expired', async () => {
    await get('/articlepagelist/jtyw');
    clock.advance(bff.config.pageTtlMs + 1);
    bff.upstream.script('folder/list', () => ({ status: 500, raw: 'down' }));
    const response = await get('/articlepagelist/jtyw');
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('STALE');
    expect(response.text).toContain('<main data-menus="');
  });

  it('renders unknown pages with 404 every time, and never keeps them', async () => {
    const first = await get('/no/such/page');
    expect([first.status, first.headers['cache-control']]).toEqual([404, 'no-store']);
    expect(first.text).toContain('<meta name="robots" content="noindex">');
    expect(first.text).not.toContain('rel="canonical"');
    expect((await get('/no/such/page')).headers['x-cache']).toBe('MISS');
  });

  it('sends a bare URL asked with an English cookie to its English URL, kept per cookie by shared caches', async () => {
    const sent = await get('/articlepagelist/jtyw?page=2&utm_source=x', { cookie: '_ga=1; locale=en' });
    expect([sent.status, sent.headers.location]).toEqual([302, '/articlepagelist/jtyw?lang=en&page=2']);
    expect(sent.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(sent.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60,/);
    // Named by what the English page was made from, so a purge of the English menu reaches it at the edge.
    expect(sent.headers['surrogate-key']).toContain('menu:en');
    // Found there through the page cache: the address it sends to is already rendered.
    const followed = await get(String(sent.headers.location));
    expect([followed.headers['x-cache'], followed.text.includes('>en</main>')]).toEqual(['HIT', true]);
  });

  it("sends an English reader on to the English counterpart of a Chinese page's code", async () => {
    const sent = await get('/articlepagelist/ejtyw', { cookie: 'locale=en' });
    expect([sent.status, sent.headers.location]).toEqual([302, '/articlepagelist/ejtyw?lang=en']);
  });

  it('answers an English reader in Chinese at its own URL when the page has no English version, without a loop', async () => {
    for (const path of ['/articlepagelist/zhtyw', '/articledetail/1001']) {
      const page = await get(path, { cookie: 'locale=en' });
      expect([path, page.status, page.text.includes('>zh</main>')]).toEqual([path, 200, true]);
      expect(page.headers.vary).toBe('Cookie, Accept-Encoding');
    }
  });

  it("answers an English reader's bare URL of a page neither language has with the English not-found page", async () => {
    for (const path of ['/no/such/page', '/articlepagelist/missing']) {
      const page = await get(path, { cookie: 'locale=en' });
      expect([path, page.status, page.text.includes('>en</main>')]).toEqual([path, 404, true]);
      expect([page.headers['cache-control'], page.headers.vary]).toEqual(['no-store', 'Cookie, Accept-Encoding']);
    }
  });

  it('sends an English reader on to the English URL while the CMS fails, kept by no one', async () => {
    bff.upstream.script('folder/list', () => ({ status: 500, raw: 'down' }));
    const sent = await get('/articlepagelist/cmsdown', { cookie: 'locale=en' });
    expect([sent.status, sent.headers.location, sent.headers['cache-control']]).toEqual([
      302,
      '/articlepagelist/cmsdown?lang=en',
      'no-store',
    ]);
    expect(sent.headers['surrogate-key']).toBeUndefined();
  });

  it('sends a code asked in the language it lacks to its counterpart, else to its own page (301)', async () => {
    const cases: [string, string][] = [
      // An English code asked in Chinese: the Chinese counterpart, its page number kept.
      ['/articlepagelist/ejtyw?page=2', '/articlepagelist/jtyw?page=2'],
      // Chinese named in the URL stays named, so a cookie cannot send the visitor back to English.
      ['/articlepagelist/ejtyw?lang=zh', '/articlepagelist/jtyw?lang=zh'],
      // No counterpart: the page in its own language.
      ['/articlepagelist/zhtyw?lang=en', '/articlepagelist/zhtyw'],
      ['/articlepagelist/eonlyx', '/articlepagelist/eonlyx?lang=en'],
      // An article asked in the language it is not written in.
      ['/articledetail/1001?lang=en', '/articledetail/1001'],
      ['/articledetail/5001', '/articledetail/5001?lang=en'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60,/);
      // Decided from the menu of the URL's language: named by it for shared caches.
      expect(response.headers['surrogate-key']).toMatch(/(^| )menu:(zh|en)( |$)/);
    }
  });

  it('sends a path with a trailing slash to the path without it, its query kept', async () => {
    const response = await get('/articlepagelist/jtyw/?page=2');
    expect([response.status, response.headers.location]).toEqual([301, '/articlepagelist/jtyw?page=2']);
    expect((await get('/index/sy/')).headers.location).toBe('/index/sy');
    // Only pages are sent on: a path of another shape is answered where it was asked.
    expect((await get('/no/such/page/')).status).toBe(404);
  });

  it('renders every request with the page cache turned off, still sending English readers on', async () => {
    const uncached = await startBff({ clientDir: build.clientDir, pageTtlMs: 0 });
    try {
      const page = await uncached.http.get('/articlepagelist/jtyw');
      expect([page.status, page.headers['cache-control'], page.headers['x-cache']]).toEqual([200, 'no-cache', 'MISS']);
      const english = await uncached.http.get('/articlepagelist/jtyw').set('cookie', 'locale=en');
      expect([english.status, english.headers.location]).toEqual([302, '/articlepagelist/jtyw?lang=en']);
    } finally {
      await uncached.close();
    }
  });

  it('sends a render that ran out of time as it is, kept by no one', async () => {
    const late = await get('/articlepagelist/jtyw?page=99');
    expect([late.status, late.headers['cache-control']]).toEqual([200, 'no-store']);
    expect((await get('/articlepagelist/jtyw?page=99')).headers['x-cache']).toBe('MISS');
  });

  it('redirects / to the home page with its query', async () => {
    const response = await get('/?lang=en');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/index/sy?lang=en');
  });

  it('writes canonical, hreflang alternates, Open Graph and feeds with absolute URLs on SITE_URL', async () => {
    const { text: body } = await get('/articlepagelist/jtyw?page=2&size=20');
    expect(body).toContain('<link rel="canonical" href="https://www.example.com/articlepagelist/jtyw?page=2">');
    expect(body).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://www.example.com/articlepagelist/jtyw?page=2">',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.example.com/articlepagelist/ejtyw?lang=en&amp;page=2">',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/articlepagelist/jtyw?page=2">',
    );
    expect(body).toContain('<meta property="og:image" content="https://www.example.com/cms/files/a.png?card=1">');
    expect(body).toContain('<meta property="og:locale" content="zh_CN">');
    expect(body).toContain(
      '<link rel="alternate" type="application/rss+xml" title="News | Site" href="https://www.example.com/feeds/jtyw.xml">',
    );
    const ld = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/index/sy' },
          { '@type': 'ListItem', position: 2, name: 'News', item: 'https://www.example.com/articlepagelist/jtyw' },
          { '@type': 'ListItem', position: 3, name: 'Page' },
        ],
      }),
    );
  });

  it('keeps CMS text in the head from ending its element or running as script', async () => {
    const hostile = '</script><script>alert(1)</script><!--\u2028"\'&';
    const entry = (await import(build.entryUrl)) as { article: { headline: string | null } };
    entry.article.headline = hostile;
    const { text: body } = await get('/articlepagelist/jtyw');
    entry.article.headline = null;
    const ld = body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    expect(ld).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'NewsArticle',
      headline: hostile,
      datePublished: '2026-11-02T09:30:00+08:00',
    });
    // The only scripts that run are the app's module; the rest are data elements.
    const types = [...body.matchAll(/<script(?: type="([^"]*)")?/g)].map((m) => m[1]);
    expect(types.sort()).toEqual(['application/json', 'application/ld+json', 'application/ld+json', 'module']);
  });
});
