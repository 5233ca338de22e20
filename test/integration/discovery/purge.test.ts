import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { serveSite, smallSite, type ScriptedSite } from './scriptedSite.js';
import { parseRss, parseUrlset } from './xmlChecks.js';

const TOKEN = 'discovery-purge-token-0123456789';

let bff: BffHarness;
let site: ScriptedSite;

beforeAll(async () => {
  bff = await startBff({ siteUrl: 'https://www.example.com', adminToken: TOKEN });
  site = smallSite((folderId, i) => ({ id: folderId * 100 + i + 1, title: `News ${i}` }), { 25: 3, 528: 3 });
  serveSite(bff.upstream, site);
});
afterAll(async () => {
  await bff.close();
});

function purge(prefix: string) {
  return bff.app.inject({
    method: 'POST',
    url: '/_bff/cache/purge',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { prefix },
  });
}

describe('a purge of the answers the discovery routes were built from', () => {
  it('drops the article sitemaps and feeds, which are rebuilt from the CMS at once', async () => {
    expect(parseUrlset((await bff.app.inject('/sitemaps/articles-zh-1.xml')).body)).toHaveLength(3);
    expect(parseRss((await bff.app.inject('/feeds/jtyw.xml')).body).items).toHaveLength(3);
    // An article is withdrawn in the CMS; the operator purges the lists.
    serveSite(bff.upstream, { ...site, counts: { 25: 2, 528: 3 } });
    expect((await purge('/cms/api/article/findArticleList')).statusCode).toBe(200);
    const sitemap = await bff.app.inject('/sitemaps/articles-zh-1.xml');
    expect(sitemap.headers['x-cache']).toBe('MISS');
    expect(parseUrlset(sitemap.body)).toHaveLength(2);
    const feed = await bff.app.inject('/feeds/jtyw.xml');
    expect(feed.headers['x-cache']).toBe('MISS');
    expect(parseRss(feed.body).items).toHaveLength(2);
  });

  it('drops the pages sitemap with the menus', async () => {
    await bff.app.inject('/sitemaps/pages.xml');
    expect((await bff.app.inject('/sitemaps/pages.xml')).headers['x-cache']).toBe('HIT');
    await purge('/cms/api/folder/list');
    expect((await bff.app.inject('/sitemaps/pages.xml')).headers['x-cache']).toBe('MISS');
  });
});
