import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SURROGATE_KEY_MAX_BYTES } from '../../../server/cache/surrogateKeys.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { serveSite, smallSite } from './scriptedSite.js';

const FIRST_ID = 7000;
let bff: BffHarness;
/** A site whose Chinese news list (folder 25, `jtyw`) has `zhArticles`, the English one (528, `ejtyw`) two. */
function serve(zhArticles: number): void {
  serveSite(
    bff.upstream,
    smallSite((folderId, i) => ({ id: FIRST_ID + folderId * 1000 + i, title: `T${i}` }), { 25: zhArticles, 528: 2 }),
  );
}

beforeAll(async () => {
  bff = await startBff({ siteUrl: 'https://www.example.com' });
});
afterAll(async () => bff.close());
beforeEach(() => {
  bff.app.responseCache.purge();
  bff.upstream.reset();
  serve(3);
});

const keysOf = async (path: string): Promise<string[]> => {
  const response = await bff.http.get(path);
  expect(response.status, path).toBe(200);
  return String(response.headers['surrogate-key'] ?? '').split(' ');
};

describe('the surrogate keys of sitemaps and feeds', () => {
  it('name the menus of both languages in the pages sitemap', async () => {
    expect(await keysOf('/sitemaps/pages.xml')).toEqual(['menu:zh', 'menu:en']);
  });

  it("name an article sitemap's menus, folders and articles", async () => {
    const keys = await keysOf('/sitemaps/articles-zh-1.xml');
    expect(keys.sort()).toEqual(['article:32000', 'article:32001', 'article:32002', 'folder:jtyw', 'menu:zh'].sort());
  });

  it('name the sitemap index by everything its files were made from', async () => {
    const keys = await keysOf('/sitemap.xml');
    expect(keys).toEqual(
      expect.arrayContaining(['menu:zh', 'menu:en', 'folder:jtyw', 'folder:ejtyw', 'article:535001']),
    );
  });

  it("name a feed's menu, folder, articles and the site facts of its title", async () => {
    const keys = await keysOf('/feeds/jtyw.xml');
    expect(keys.sort()).toEqual(
      ['menu:zh', 'folder:jtyw', 'article:32000', 'article:32001', 'article:32002', 'site'].sort(),
    );
  });

  it("drop the articles' keys, not the folders', when they would not fit in the header", async () => {
    serve(450);
    const response = await bff.http.get('/sitemaps/articles-zh-1.xml');
    const header = String(response.headers['surrogate-key']);
    expect(response.text).toContain('/articledetail/32449');
    expect(header.length).toBeLessThanOrEqual(SURROGATE_KEY_MAX_BYTES);
    expect(header.split(' ').sort()).toEqual(['folder:jtyw', 'menu:zh']);
  });
});
