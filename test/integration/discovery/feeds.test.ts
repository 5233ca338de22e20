import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../shared/api/article.js';
import type { SiteInfo } from '../../../shared/api/site.js';
import { LOCALES, SITE_CODES } from '../../../shared/constants.js';
import { matchRoute } from '../../../shared/routes.js';
import {
  announcedFeed,
  feedPath,
  homeFeedFolders,
  listFolderPages,
  pageFeedFolder,
} from '../../../shared/seo/feeds.js';
import { siteNameOf } from '../../../shared/seo/siteName.js';
import { folderArticleIds, menusOf, startDemoSite, type DemoSite } from './demoSite.js';
import { onOrigin, parseRss, RFC822_DATE } from './xmlChecks.js';

const ORIGIN = 'https://www.example.com';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An RFC 822 date at +0800 as milliseconds, to order items. */
function instant(rfc822: string): number {
  const m = /^\w{3}, (\d{2}) (\w{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) \+0800$/.exec(rfc822);
  if (m === null) throw new Error(`not an RFC 822 date: ${rfc822}`);
  const [, d, mon, y, h, mi, s] = m;
  return Date.UTC(Number(y), MONTHS.indexOf(mon ?? ''), Number(d), Number(h) - 8, Number(mi), Number(s));
}

let site: DemoSite;

beforeAll(async () => {
  site = await startDemoSite({ siteUrl: ORIGIN });
});
afterAll(async () => {
  await site.close();
});

describe('feeds of the list folders', () => {
  it('are RSS 2.0 with the channel elements, the language, absolute links and a self link, for every list folder', async () => {
    for (const locale of LOCALES) {
      for (const { folder, path } of listFolderPages(await menusOf(site.http, locale))) {
        const response = await site.http.get(feedPath(folder.fdCode));
        expect(response.status, folder.fdCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        const feed = parseRss(response.text);
        expect(feed.language).toBe(locale === 'zh' ? 'zh-CN' : 'en');
        expect(feed.self).toBe(`${ORIGIN}/feeds/${folder.fdCode}.xml`);
        expect(onOrigin(feed.link, ORIGIN)).toBe(locale === 'zh' ? path : `${path}?lang=en`);
        expect(feed.title.startsWith(folder.fdName)).toBe(true);
        expect(feed.description).not.toBe('');
        const count = (await folderArticleIds(site.http, folder.fdId)).length;
        expect(feed.items.length).toBe(Math.min(20, count));
      }
    }
  });

  it("are titled with the column and the site's name, without the copyright words, in both languages", async () => {
    const zh = parseRss((await site.http.get('/feeds/jtyw.xml')).text);
    const en = parseRss((await site.http.get('/feeds/ejtyw.xml')).text);
    expect(zh.title).toBe('集团要闻 | 衡川化学工程集团有限公司');
    expect(en.title).toBe('Group News | Hengchuan Chemical Engineering Group Co., Ltd.');
  });

  it("carry the folder's latest 20 articles, newest first, with RFC 822 dates at +0800", async () => {
    const feed = parseRss((await site.http.get('/feeds/jtyw.xml')).text);
    expect(feed.items).toHaveLength(20);
    const times = feed.items.map((item) => {
      expect(item.pubDate).toMatch(RFC822_DATE);
      return instant(item.pubDate ?? '');
    });
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const newest = (await site.http.get('/cms/api/article/detail?id=1001')).body as Article;
    expect(newest.publishTime).toBe('2026-11-16 09:40:00');
    expect(feed.items[0]?.pubDate).toBe('Mon, 16 Nov 2026 09:40:00 +0800');
    const all = await folderArticleIds(site.http, 25);
    expect(all.length).toBeGreaterThan(20);
  });

  it('give each item a permanent guid, its article link on the site and a plain-text description', async () => {
    for (const code of ['jtyw', 'ejtyw', 'tpxw', 'ehxjs']) {
      const feed = parseRss((await site.http.get(feedPath(code))).text);
      for (const item of feed.items) {
        expect(item.guid).toBe(item.link);
        expect(item.guidIsPermaLink).toBe('true');
        const href = onOrigin(item.link, ORIGIN);
        expect(new URL(item.link).searchParams.get('lang')).toBe(code.startsWith('e') ? 'en' : null);
        const id = matchRoute(href.split('?', 1)[0] ?? '')?.params.articleId ?? '';
        const article = (await site.http.get('/cms/api/article/detail').query({ id })).body as Article;
        expect(item.title).toBe(article.title);
        expect(item.description).toBe(article.summary);
        expect(item.description ?? '').not.toMatch(/[<>]/);
        expect((await site.http.get(href)).status).toBe(200);
      }
    }
  });

  it('are the ones list pages and the home page announce, under the titles they have', async () => {
    for (const locale of LOCALES) {
      const tree = await menusOf(site.http, locale);
      const info = (await site.http.get('/cms/api/site/oneSite').query({ code: SITE_CODES[locale] })).body as SiteInfo;
      const list = pageFeedFolder(tree, locale === 'zh' ? '/articlepagelist/jtyw' : '/articlepagelist/ejtyw');
      const announced = [...homeFeedFolders(tree, locale), ...(list ? [list] : [])].map((folder) =>
        announcedFeed(folder, siteNameOf(info)),
      );
      expect(announced.length).toBeGreaterThan(2);
      for (const { path, title } of announced) {
        const feed = await site.http.get(path);
        expect([path, feed.status]).toEqual([path, 200]);
        expect(parseRss(feed.text).title).toBe(title);
      }
    }
  });

  it('are kept in the cache: the second request is a hit', async () => {
    await site.http.get('/feeds/mtjj.xml');
    const again = await site.http.get('/feeds/mtjj.xml');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toMatch(/^public, max-age=3600\b/);
  });
});

describe('feed requests that name no list folder', () => {
  it('answer 404 for unknown codes, columns that are not lists and malformed names, and store nothing', async () => {
    const before = site.bff.responseCache.size;
    for (const path of [
      '/feeds/nosuchcode.xml',
      '/feeds/gsjj.xml',
      '/feeds/ldtd.xml',
      '/feeds/jtyw.json',
      '/feeds/jtyw',
      '/feeds/a%3Cb.xml',
      '/feeds/.xml',
    ]) {
      const response = await site.http.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // Only the menus read to look the codes up were stored.
    expect(site.bff.responseCache.size - before).toBeLessThanOrEqual(2);
    const cached = await site.http.get('/feeds/nosuchcode.xml');
    expect(cached.status).toBe(404);
  });
});
