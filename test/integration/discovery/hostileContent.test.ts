import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { serveSite, smallSite } from './scriptedSite.js';
import { parseRss, parseSitemapIndex, parseUrlset } from './xmlChecks.js';

const ORIGIN = 'https://www.example.com';
/** Markup, a CDATA end, C0 and C1 controls, U+FFFE, lone surrogates both ways round, a real pair. */
const HOSTILE =
  '<b>Bold</b> & <script>alert(1)</script> ]]> <![CDATA[x]]> \u0000\u0001\u0008\u000b\u000c\u001b\u007f\u0085\u009f \ufffe\uffff \ud800 \udc00x 😀 "q" \'a\'';

let bff: BffHarness;

beforeAll(async () => {
  bff = await startBff({ siteUrl: ORIGIN });
  const site = smallSite(
    (folderId, i) => ({
      id: folderId * 1000 + i + 1,
      title: `${HOSTILE} ${i}`,
      summary: `<p>${HOSTILE}</p>`,
      publishTime: i === 0 ? '2026-13-45 99:99:99' : i === 1 ? '<x>' : '2026-01-05 10:00:00',
    }),
    { 25: 3, 528: 3 },
  );
  site.menus.zh[2] = {
    fdId: 25,
    fdCode: 'jtyw',
    fdName: `新闻 ${HOSTILE}`,
    jumpUrl: '/articlepagelist/jtyw',
    content: HOSTILE,
  };
  site.menus.zh.push({ fdId: 30, fdCode: 'bad', fdName: HOSTILE, jumpUrl: '/articlepagelist/bad<x>"' });
  site.siteName = HOSTILE;
  serveSite(bff.upstream, site);
});
afterAll(async () => {
  await bff.close();
});

describe('hostile CMS text', () => {
  it('reaches the BFF: its answers carry characters XML cannot hold', async () => {
    const answer = await bff.http.get('/cms/api/article/findArticleList?folderId=25&pageSize=100');
    const titles = (JSON.parse(answer.text) as { articleLists: { title: string }[] }).articleLists.map((a) => a.title);
    expect(titles[0]).toContain('\u0001');
    expect(titles[0]).toContain('\ufffe');
    expect(titles[0]).toMatch(/\ud800(?![\udc00-\udfff])/);
    expect(titles[0]).toContain(']]>');
  });

  it('still gives a well-formed feed whose texts keep what XML can carry', async () => {
    const response = await bff.http.get('/feeds/jtyw.xml');
    expect(response.status).toBe(200);
    const feed = parseRss(response.text);
    expect(feed.title).toContain(']]>');
    expect(feed.description).toContain(']]>');
    expect(feed.items).toHaveLength(3);
    for (const item of feed.items) {
      expect(item.title).toContain(']]>');
      expect(item.title).toContain('😀');
      expect(item.title).toContain('& ');
      expect(item.title).not.toMatch(/<\/?b>|<script/);
      expect(item.description ?? '').toContain(']]>');
      expect(item.description ?? '').not.toMatch(/<\/?p>/);
    }
  });

  it('leaves out dates that are not real times rather than writing them', async () => {
    const feed = parseRss((await bff.http.get('/feeds/jtyw.xml')).text);
    expect(feed.items.map((item) => item.pubDate)).toEqual(['Mon, 05 Jan 2026 10:00:00 +0800', null, null]);
    const articles = parseUrlset((await bff.http.get('/sitemaps/articles-zh-1.xml')).text);
    expect(articles.map((url) => url.lastmod)).toEqual([null, null, '2026-01-05T10:00:00+08:00']);
  });

  it('still gives well-formed sitemaps, without links that are not pages', async () => {
    const index = parseSitemapIndex((await bff.http.get('/sitemap.xml')).text);
    expect(index).toHaveLength(3);
    const pages = parseUrlset((await bff.http.get('/sitemaps/pages.xml')).text);
    expect(pages.map((p) => p.loc)).not.toContainEqual(expect.stringContaining('bad'));
    expect(pages.map((p) => p.loc)).toContain(`${ORIGIN}/articlepagelist/jtyw`);
  });
});
