import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../shared/api/article.js';
import { LOCALES, MENU_CODES, type Locale } from '../../../shared/constants.js';
import { flattenMenus } from '../../../shared/nav/findMenu.js';
import { matchRoute } from '../../../shared/routes.js';
import { listFolders } from '../../../shared/seo/feeds.js';
import { portOf, rawBody } from '../../helpers/httpClient.js';
import { bodyOf, rawHead, rawHttp } from '../../helpers/rawHttp.js';
import { folderArticleIds, menusOf, startDemoSite, type DemoSite } from './demoSite.js';
import { onOrigin, parseSitemapIndex, parseUrlset, W3C_DATETIME, type ParsedUrl } from './xmlChecks.js';

const ORIGIN = 'https://www.example.com';

let site: DemoSite;
let pages: ParsedUrl[];
const articles: Record<Locale, ParsedUrl[]> = { zh: [], en: [] };

/** The language a canonical URL is in: `?lang=en` first, or Chinese. */
const localeOf = (path: string): Locale => (new URL(path, ORIGIN).searchParams.get('lang') === 'en' ? 'en' : 'zh');

beforeAll(async () => {
  site = await startDemoSite({ siteUrl: ORIGIN });
  pages = parseUrlset((await site.http.get('/sitemaps/pages.xml')).text);
  for (const locale of LOCALES) {
    articles[locale] = parseUrlset((await site.http.get(`/sitemaps/articles-${locale}-1.xml`)).text);
  }
});
afterAll(async () => {
  await site.close();
});

describe('the sitemap index', () => {
  it('names the pages sitemap and one article sitemap per language, on the site origin', async () => {
    const response = await site.http.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseSitemapIndex(response.text);
    expect(entries.map((e) => onOrigin(e.loc, ORIGIN))).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/articles-zh-1.xml',
      '/sitemaps/articles-en-1.xml',
    ]);
    for (const entry of entries) if (entry.lastmod !== null) expect(entry.lastmod).toMatch(W3C_DATETIME);
  });

  it('names only files that answer 200 with a sitemap', async () => {
    const entries = parseSitemapIndex((await site.http.get('/sitemap.xml')).text);
    for (const entry of entries) {
      const response = await site.http.get(onOrigin(entry.loc, ORIGIN));
      expect(response.status, entry.loc).toBe(200);
      expect(parseUrlset(response.text).length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for article sitemaps past the last and for other names', async () => {
    for (const path of ['/sitemaps/articles-zh-2.xml', '/sitemaps/articles-fr-1.xml', '/sitemaps/other.xml']) {
      expect((await site.http.get(path)).status, path).toBe(404);
    }
  });
});

describe('the pages sitemap', () => {
  it('lists absolute URLs on the site origin, each once, without dates it does not know', () => {
    const locs = pages.map((p) => p.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of pages) {
      onOrigin(page.loc, ORIGIN);
      expect(page.lastmod).toBeNull();
    }
  });

  it('lists every in-app page of both menus in its language, Chinese without lang and English with ?lang=en', async () => {
    const listed = new Set(pages.map((p) => onOrigin(p.loc, ORIGIN)));
    for (const locale of LOCALES) {
      for (const menu of flattenMenus(await menusOf(site.http, locale))) {
        const path = menu.jumpUrl?.split('?', 1)[0];
        if (!path?.startsWith('/')) continue;
        const query = new URLSearchParams(menu.jumpUrl?.split('?')[1] ?? '');
        if (locale === 'en') query.set('lang', 'en');
        query.sort();
        const found = [...listed].some((href) => {
          const url = new URL(href, ORIGIN);
          url.searchParams.sort();
          return url.pathname === path && url.searchParams.toString() === query.toString();
        });
        expect(found, `${locale} ${menu.jumpUrl}`).toBe(true);
      }
    }
  });

  it('gives pages in both languages zh-CN, en and x-default alternates that name each other both ways', () => {
    const byLoc = new Map(pages.map((p) => [p.loc, p]));
    const paired = pages.filter((p) => p.alternates.size > 0);
    expect(paired.length).toBeGreaterThan(30);
    for (const page of paired) {
      expect([...page.alternates.keys()].sort()).toEqual(['en', 'x-default', 'zh-CN']);
      expect(page.alternates.get('x-default')).toBe(page.alternates.get('zh-CN'));
      const own = localeOf(onOrigin(page.loc, ORIGIN)) === 'en' ? 'en' : 'zh-CN';
      expect(page.alternates.get(own), 'a page names itself').toBe(page.loc);
      for (const href of page.alternates.values()) {
        const twin = byLoc.get(href);
        expect(twin, `${href} is listed too`).toBeDefined();
        expect(twin?.alternates, `${href} names the same set back`).toEqual(page.alternates);
      }
    }
  });

  it('maps menu codes to the other language by the e-prefix rule, the home page to itself', () => {
    const home = pages.find((p) => p.loc === `${ORIGIN}/index/sy`);
    expect(home?.alternates.get('en')).toBe(`${ORIGIN}/index/sy?lang=en`);
    const profile = pages.find((p) => p.loc === `${ORIGIN}/columndetail/gsjj`);
    expect(profile?.alternates.get('en')).toBe(`${ORIGIN}/columndetail/egsjj?lang=en`);
    const leaders = pages.find((p) => p.loc === `${ORIGIN}/leaders`);
    expect(leaders?.alternates.get('en')).toBe(`${ORIGIN}/leaders?lang=en`);
  });

  it('lists the special topics once per language, at the URL without fdId, each naming the other', async () => {
    const topics = pages.filter((p) => new URL(p.loc).pathname === '/ztzldetail').map((p) => p.loc);
    expect(topics).toEqual([`${ORIGIN}/ztzldetail`, `${ORIGIN}/ztzldetail?lang=en`]);
    const alternates = new Map([
      ['zh-CN', `${ORIGIN}/ztzldetail`],
      ['en', `${ORIGIN}/ztzldetail?lang=en`],
      ['x-default', `${ORIGIN}/ztzldetail`],
    ]);
    for (const page of pages.filter((p) => topics.includes(p.loc))) expect(page.alternates).toEqual(alternates);
    // Both menus link to it: the English one names its folder by id, which the menu tree leaves out.
    for (const locale of LOCALES) {
      const menu = flattenMenus(await menusOf(site.http, locale)).find(
        (m) => m.fdCode === MENU_CODES.specialTopics[locale],
      );
      expect([locale, menu?.jumpUrl]).toEqual([locale, '/ztzldetail']);
    }
  });

  it('lists pages whose route and menu code exist in their language, each answering 200 with the app', async () => {
    const codes = Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (l) => [l, new Set(flattenMenus(await menusOf(site.http, l)).map((m) => m.fdCode))]),
      ),
    ) as Record<Locale, Set<string>>;
    for (const page of pages) {
      const href = onOrigin(page.loc, ORIGIN);
      const path = href.split('?', 1)[0] ?? '';
      const route = matchRoute(path);
      expect(route, href).not.toBeNull();
      expect(route?.id).not.toBe('notFound');
      const code = route?.params.fdCode;
      if (code !== undefined && route?.id !== 'homeIndex') expect(codes[localeOf(href)].has(code), href).toBe(true);
      const response = await site.http.get(href);
      expect(response.status, href).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('the article sitemaps', () => {
  it('list every article of every list folder the menus reach, each once, in its language', async () => {
    for (const locale of LOCALES) {
      const expected = new Set<number>();
      for (const folder of listFolders(await menusOf(site.http, locale))) {
        for (const id of await folderArticleIds(site.http, folder.fdId)) expected.add(id);
      }
      const listed = articles[locale].map((u) => {
        const url = new URL(u.loc);
        expect(url.searchParams.get('lang')).toBe(locale === 'en' ? 'en' : null);
        return Number(/^\/articledetail\/(\d+)$/.exec(url.pathname)?.[1]);
      });
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(expected);
      expect(listed.length).toBeGreaterThan(100);
    }
  });

  it('give each article its publish time as a W3C datetime at +08:00 and no alternates', async () => {
    const url = articles.zh.find((u) => u.loc === `${ORIGIN}/articledetail/1001`);
    const article = (await site.http.get('/cms/api/article/detail?id=1001')).body as Article;
    expect(url?.lastmod).toBe(`${article.publishTime?.replace(' ', 'T')}+08:00`);
    for (const u of [...articles.zh, ...articles.en]) {
      expect(u.lastmod).toMatch(W3C_DATETIME);
      expect(u.alternates.size).toBe(0);
    }
  });

  it('list only articles that exist, whose pages answer 200', async () => {
    for (const u of [...articles.zh, ...articles.en]) {
      const href = onOrigin(u.loc, ORIGIN);
      const route = matchRoute(href.split('?', 1)[0] ?? '');
      expect(route?.id).toBe('articledetail');
      const id = route?.params.articleId ?? '';
      const article = (await site.http.get('/cms/api/article/detail').query({ id })).body as Article;
      expect(article.id, href).toBe(Number(id));
      expect(article.title).not.toBe('');
      expect((await site.http.get(href)).status, href).toBe(200);
    }
  });
});

describe('sitemap answers', () => {
  it('come from the cache after the first, with an entity tag, and 304 for a matching If-None-Match', async () => {
    const first = await site.http.get('/sitemaps/pages.xml');
    const again = await site.http.get('/sitemaps/pages.xml');
    expect(first.headers['x-cache']).toMatch(/^(MISS|HIT)$/);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe(
      'public, max-age=3600, stale-while-revalidate=3600, stale-if-error=3600',
    );
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.text).toBe(first.text);
    const etag = String(again.headers.etag);
    const revalidated = await site.http.get('/sitemaps/pages.xml').set('if-none-match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('are sent as their stored brotli and gzip copies to clients that accept them', async () => {
    const plain = await site.http.get('/sitemaps/articles-zh-1.xml');
    const br = await rawBody(site.http.get('/sitemaps/articles-zh-1.xml').set('accept-encoding', 'br'));
    const gz = await rawBody(site.http.get('/sitemaps/articles-zh-1.xml').set('accept-encoding', 'gzip'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.text);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.text);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('answer HEAD with the headers alone', async () => {
    const head = await site.http.head('/sitemap.xml');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    // An HTTP client reads no body after a HEAD answer: on the wire, nothing follows the headers.
    expect(bodyOf(await rawHttp(portOf(site.bff), rawHead('/sitemap.xml')))).toBe('');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API, operations and previews, and names the sitemap', async () => {
    const response = await site.http.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /cms/api/',
        'Disallow: /_bff/',
        'Disallow: /articlepreview/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(response.headers['cache-control']).toMatch(/^public, max-age=3600\b/);
  });
});
