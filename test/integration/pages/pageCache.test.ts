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
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
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

  it('draws the language of ?lang=, else of the locale cookie, and keeps one page per language', async () => {
    expect((await get('/articlepagelist/jtyw?lang=en')).text).toContain('<html lang="en">');
    const byCookie = await get('/articlepagelist/jtyw', { cookie: 'theme=dark; locale=en' });
    expect(byCookie.headers['x-cache']).toBe('HIT');
    expect(byCookie.text).toContain('>en</main>');
    const zh = await get('/articlepagelist/jtyw?lang=zh', { cookie: 'locale=en' });
    expect(zh.headers['x-cache']).toBe('MISS');
    expect(zh.text).toContain('>zh</main>');
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
    expect(first.status).toBe(404);
    expect(first.text).toContain('<meta name="robots" content="noindex">');
    expect(first.text).not.toContain('rel="canonical"');
    expect((await get('/no/such/page')).headers['x-cache']).toBe('MISS');
  });

  it("sends a link to the other language's page there, with the language in the URL", async () => {
    // A shared English address, opened by a browser without the language cookie.
    const english = await get('/articlepagelist/ejtyw?page=2&utm_source=x');
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/articlepagelist/ejtyw?lang=en&page=2');
    expect(english.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(english.headers['cache-control']).toBe('no-cache');
    // Found there through the page cache: the address it sends to is already rendered.
    const followed = await get(String(english.headers.location));
    expect([followed.headers['x-cache'], followed.text.includes('>en</main>')]).toEqual(['HIT', true]);
    // A Chinese address opened by an English reader: the cookie would choose English again, so zh is named.
    const chinese = await get('/articlepagelist/zhtyw', { cookie: 'locale=en' });
    expect(chinese.headers.location).toBe('/articlepagelist/zhtyw?lang=zh');
    const chineseFollowed = await get(String(chinese.headers.location), { cookie: 'locale=en' });
    expect([chineseFollowed.status, chineseFollowed.text.includes('>zh</main>')]).toEqual([200, true]);
  });

  it('sends the same link to the other language with the page cache turned off', async () => {
    const uncached = await startBff({ clientDir: build.clientDir, pageTtlMs: 0 });
    try {
      const english = await uncached.http.get('/articlepagelist/ejtyw');
      expect([english.status, english.headers.location]).toEqual([302, '/articlepagelist/ejtyw?lang=en']);
    } finally {
      await uncached.close();
    }
  });

  it("keeps 404 for a page the URL's own language lacks, and for a page neither language has", async () => {
    expect((await get('/articlepagelist/ejtyw?lang=zh')).status).toBe(404);
    expect((await get('/articlepagelist/zhtyw?lang=en')).status).toBe(404);
    expect((await get('/no/such/page')).status).toBe(404);
  });

  it('sends a render that ran out of time as it is, without keeping it', async () => {
    expect((await get('/articlepagelist/jtyw?page=99')).status).toBe(200);
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
    expect(body).toContain('<meta property="og:image" content="https://www.example.com/cms/files/a.png">');
    expect(body).toContain('<meta property="og:locale" content="zh_CN">');
    expect(body).toContain(
      '<link rel="alternate" type="application/rss+xml" href="https://www.example.com/feeds/jtyw.xml">',
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
