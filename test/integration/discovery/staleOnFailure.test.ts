import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_GROUPS, type CacheGroup } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { ManualClock } from '../../helpers/manualClock.js';
import { serveSite, smallSite, type ScriptedSite } from './scriptedSite.js';
import { parseRss, parseSitemapIndex, parseUrlset } from './xmlChecks.js';

const ORIGIN = 'https://www.example.com';
const TTL_MS = 60_000;
const STALE_MS = 600_000;
const PATHS = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/articles-zh-1.xml', '/feeds/jtyw.xml'];
/** Answers are not cached here, so every rebuild of a sitemap reaches the CMS. */
const UNCACHED = Object.fromEntries(CACHE_GROUPS.map((g) => [g, 0])) as Record<CacheGroup, number>;
const CMS_DOWN = { status: 500, json: { status: 500, error: 'Internal Server Error' } };

let bff: BffHarness;
let clock: ManualClock;
let site: ScriptedSite;

beforeEach(async () => {
  clock = new ManualClock();
  bff = await startBff(
    { siteUrl: ORIGIN, sitemapTtlMs: TTL_MS, cacheStaleMs: STALE_MS, cacheTtlMs: UNCACHED },
    { clock: clock.now, discovery: { crawlReuseMs: 0 } },
  );
  site = smallSite(
    (folderId, i) => ({ id: folderId * 1000 + i + 1, title: `News ${i}`, publishTime: '2026-01-05 10:00:00' }),
    { 25: 150, 528: 3 },
  );
  serveSite(bff.upstream, site);
});
afterEach(async () => {
  await bff.close();
});

async function getAll(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const path of PATHS) {
    const response = await bff.http.get(path);
    expect(response.status, path).toBe(200);
    bodies.set(path, response.text);
  }
  return bodies;
}

/** Requests a path whose entry has expired; waits for the background rebuild it starts to end. */
async function requestDuringRebuild(path: string, outcome: 'stored' | 'refreshFailed') {
  const done = once(bff.app.responseCache.events, outcome);
  const response = await bff.http.get(path);
  await done;
  return response;
}

async function expectLastGoodServed(good: Map<string, string>): Promise<void> {
  for (const path of PATHS) {
    const response = await requestDuringRebuild(path, 'refreshFailed');
    expect(response.status, path).toBe(200);
    expect(response.headers['x-cache']).toBe('STALE');
    expect(response.text).toBe(good.get(path));
    const again = await bff.http.get(path);
    expect(again.headers['x-cache']).toBe('STALE');
    expect(again.text).toBe(good.get(path));
  }
}

describe('a CMS that fails while the discovery answers are rebuilt', () => {
  it('leaves the last good sitemaps and feed in place, served stale', async () => {
    const good = await getAll();
    expect(parseUrlset(good.get('/sitemaps/articles-zh-1.xml') ?? '')).toHaveLength(150);
    bff.upstream.script('folder/list', () => CMS_DOWN).script('article/findArticleList', () => CMS_DOWN);
    clock.advance(TTL_MS + 1);
    await expectLastGoodServed(good);
  });

  it('treats an empty menu as a failure, never as a site without pages', async () => {
    const good = await getAll();
    bff.upstream.script('folder/list', () => ({ json: { code: 200, msg: 'success', data: [] } }));
    clock.advance(TTL_MS + 1);
    await expectLastGoodServed(good);
    expect(parseUrlset(good.get('/sitemaps/pages.xml') ?? '').length).toBeGreaterThan(0);
  });

  it('keeps the whole article sitemap when one page of a list fails', async () => {
    await getAll();
    bff.upstream.calls.length = 0;
    const firstPage = Array.from({ length: 100 }, (_, i) => site.article(25, i));
    bff.upstream.script('article/findArticleList', (call) =>
      call.params.nowPage === '2'
        ? CMS_DOWN
        : { json: { code: 200, msg: 'success', data: { articleLists: firstPage, countSize: 150, countPage: 2 } } },
    );
    clock.advance(TTL_MS + 1);
    const response = await requestDuringRebuild('/sitemaps/articles-zh-1.xml', 'refreshFailed');
    expect(response.headers['x-cache']).toBe('STALE');
    expect(parseUrlset(response.text)).toHaveLength(150);
    expect(bff.upstream.calls.some((call) => call.params.nowPage === '2')).toBe(true);
  });

  it('serves the rebuilt answers once the CMS answers again', async () => {
    await getAll();
    bff.upstream.script('folder/list', () => CMS_DOWN);
    clock.advance(TTL_MS + 1);
    await requestDuringRebuild('/sitemaps/articles-zh-1.xml', 'refreshFailed');
    serveSite(bff.upstream, { ...site, counts: { 25: 160, 528: 3 } });
    clock.advance(2_000);
    const stale = await requestDuringRebuild('/sitemaps/articles-zh-1.xml', 'stored');
    expect(stale.headers['x-cache']).toBe('STALE');
    const fresh = await bff.http.get('/sitemaps/articles-zh-1.xml');
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(parseUrlset(fresh.text)).toHaveLength(160);
  });
});

describe('a CMS that fails with nothing to fall back on', () => {
  it('gets 503 with Retry-After, and nothing is stored', async () => {
    bff.upstream.script('folder/list', () => CMS_DOWN);
    for (const path of PATHS) {
      const response = await bff.http.get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(bff.app.responseCache.size).toBe(0);
    serveSite(bff.upstream, site);
    expect(parseSitemapIndex((await bff.http.get('/sitemap.xml')).text)).toHaveLength(3);
    expect(parseRss((await bff.http.get('/feeds/jtyw.xml')).text).items).toHaveLength(20);
  });

  it('gets 503 once the last good answer is older than CACHE_STALE_MS', async () => {
    await getAll();
    bff.upstream.script('folder/list', () => CMS_DOWN);
    clock.advance(TTL_MS + STALE_MS + 1);
    const response = await bff.http.get('/sitemaps/pages.xml');
    expect(response.status).toBe(503);
  });
});
