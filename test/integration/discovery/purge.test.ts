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
  return bff.http.post('/_bff/cache/purge').set('authorization', `Bearer ${TOKEN}`).send({ prefix });
}

describe('a purge of the answers the discovery routes were built from', () => {
  it('drops the article sitemaps and feeds, which are rebuilt from the CMS at once', async () => {
    expect(parseUrlset((await bff.http.get('/sitemaps/articles-zh-1.xml')).text)).toHaveLength(3);
    expect(parseRss((await bff.http.get('/feeds/jtyw.xml')).text).items).toHaveLength(3);
    // An article is withdrawn in the CMS; the operator purges the lists.
    serveSite(bff.upstream, { ...site, counts: { 25: 2, 528: 3 } });
    expect((await purge('/cms/api/article/findArticleList')).status).toBe(200);
    const sitemap = await bff.http.get('/sitemaps/articles-zh-1.xml');
    expect(sitemap.headers['x-cache']).toBe('MISS');
    expect(parseUrlset(sitemap.text)).toHaveLength(2);
    const feed = await bff.http.get('/feeds/jtyw.xml');
    expect(feed.headers['x-cache']).toBe('MISS');
    expect(parseRss(feed.text).items).toHaveLength(2);
  });

  it('drops the pages sitemap with the menus', async () => {
    await bff.http.get('/sitemaps/pages.xml');
    expect((await bff.http.get('/sitemaps/pages.xml')).headers['x-cache']).toBe('HIT');
    await purge('/cms/api/folder/list');
    expect((await bff.http.get('/sitemaps/pages.xml')).headers['x-cache']).toBe('MISS');
  });
});
