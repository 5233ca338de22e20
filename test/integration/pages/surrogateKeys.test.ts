import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild, type RenderedBuild } from '../../helpers/fakeRenderer.js';

/** A stand-in server entry drawing a list page from three answers: the menus, a folder's list, the footer. */
const LIST_PAGE_ENTRY = `
export async function render({ locale, transport }) {
  const [menus, list, site] = await Promise.all([
    transport('folderList', { flag: locale }),
    transport('findArticleList', { folderId: 11, nowPage: 1, pageSize: 10 }),
    transport('oneSite', { code: 'hczx' }),
  ]);
  const failed = [menus, list, site].some((answer) => answer.status >= 500);
  return {
    kind: 'page', status: 200, complete: true, failed, degraded: [],
    html: '<main>' + (list.body.articleLists ?? []).length + '</main>', stateJson: '{}',
    head: {
      lang: 'zh-CN', title: 'T', siteName: 'Site', homeLabel: 'Home', description: 'D', ogType: 'website',
      image: null, imageAlt: null, logo: null, routeId: 'articlepagelist', breadcrumb: [], article: null,
      organisation: null, otherLocaleCodes: [], feeds: [],
    },
  };
}
`;

/** The fixture's answers: menus name folder 11 `gsjj`; its list holds article 11 of folder `jtyw`. */
const PAGE_KEYS = ['menu:zh', 'folder:gsjj', 'article:11', 'folder:jtyw', 'site'];

const TOKEN = 'page-keys-token-0123456789';
let build: RenderedBuild;
let bff: BffHarness;

beforeAll(async () => {
  build = await makeRenderedBuild(LIST_PAGE_ENTRY);
  bff = await startBff({ clientDir: build.clientDir, siteUrl: 'https://www.example.com', adminToken: TOKEN });
});
afterAll(async () => {
  await bff.close();
  await build.remove();
});
beforeEach(() => {
  bff.app.responseCache.purge();
  bff.upstream.reset();
});

const keysOf = (response: { headers: Record<string, unknown> }): string[] =>
  String(response.headers['surrogate-key'] ?? '')
    .split(' ')
    .sort();

describe('the surrogate keys of a rendered page', () => {
  it('are the union of the keys of the answers it was drawn from', async () => {
    const page = await bff.http.get('/articlepagelist/jtyw');
    expect(page.status).toBe(200);
    expect(page.headers['x-cache']).toBe('MISS');
    expect(keysOf(page)).toEqual([...PAGE_KEYS].sort());
  });

  it('are sent with a page from the page cache without rendering it again', async () => {
    await bff.http.get('/articlepagelist/jtyw');
    const calls = bff.upstream.calls.length;
    const hit = await bff.http.get('/articlepagelist/jtyw');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(keysOf(hit)).toEqual([...PAGE_KEYS].sort());
    expect(bff.upstream.calls).toHaveLength(calls);
  });

  it('are the same when the answers came from the cache', async () => {
    await bff.http.get('/articlepagelist/jtyw');
    const other = await bff.http.get('/articlepagelist/hydt');
    expect(other.headers['x-cache']).toBe('MISS');
    expect(keysOf(other)).toEqual([...PAGE_KEYS].sort());
  });

  it.each(['article:11', 'site', 'menu:zh'])('drop the page when %s is purged', async (key) => {
    await bff.http.get('/articlepagelist/jtyw');
    const purge = await bff.http
      .post('/_bff/cache/purge')
      .set('authorization', `Bearer ${TOKEN}`)
      .send({ keys: [key] });
    expect(purge.body.purged).toBeGreaterThanOrEqual(2);
    expect((await bff.http.get('/articlepagelist/jtyw')).headers['x-cache']).toBe('MISS');
  });

  it('are not sent with a page that is not kept', async () => {
    bff.upstream.script('article/findArticleList', () => ({ status: 500, raw: 'down' }));
    const page = await bff.http.get('/articlepagelist/jtyw');
    expect(page.status).toBe(503);
    expect(page.headers['surrogate-key']).toBeUndefined();
  });
});
