import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_MAX_BYTES } from '../../../server/discovery/sitemapSplit.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import type { ScriptedUpstream } from '../../helpers/scriptedUpstream.js';
import { serveSite, smallSite } from './scriptedSite.js';
import { onOrigin, parseSitemapIndex, parseUrlset, W3C_DATETIME } from './xmlChecks.js';

const ORIGIN = 'https://www.example.com';
const LARGE = 120_000;
/**
 * Room for the real-size run (about 15 s on an idle 2-core machine: 1,200 list calls, three files of up
 * to 5.5 MB built and parsed) on a busy one. A guard against a hang, not a speed check.
 */
const REAL_SIZE_TIMEOUT_MS = 180_000;
const FIRST_ID = 1_000_000;

/** A site whose Chinese news list holds `count` articles, made page by page as the BFF asks for them. */
function serveLargeSite(upstream: ScriptedUpstream, count: number): void {
  serveSite(
    upstream,
    smallSite((folderId, i) => ({ id: FIRST_ID + i, title: `T${i}`, publishTime: '2026-01-05 10:00:00' }), {
      25: count,
      528: 2,
    }),
  );
}

/** The article ids of every article sitemap of a language the index names, with each file's size. */
async function listedArticles(bff: BffHarness, locale: string) {
  const index = parseSitemapIndex((await bff.http.get('/sitemap.xml')).text);
  const files = index.map((e) => onOrigin(e.loc, ORIGIN)).filter((p) => p.startsWith(`/sitemaps/articles-${locale}-`));
  const sizes: { path: string; urls: number; bytes: number; cache: unknown }[] = [];
  const ids: number[] = [];
  for (const path of files) {
    const response = await bff.http.get(path);
    expect(response.status, path).toBe(200);
    const urls = parseUrlset(response.text);
    for (const url of urls) ids.push(Number(/\/articledetail\/(\d+)$/.exec(url.loc)?.[1]));
    expect(urls.every((u) => u.lastmod !== null && W3C_DATETIME.test(u.lastmod))).toBe(true);
    sizes.push({
      path,
      urls: urls.length,
      bytes: Buffer.byteLength(response.text),
      cache: response.headers['x-cache'],
    });
  }
  return { files, sizes, ids };
}

function expectEachOnce(ids: number[], count: number): void {
  expect(ids).toHaveLength(count);
  const sorted = [...ids].sort((a, b) => a - b);
  expect(sorted[0]).toBe(FIRST_ID);
  expect(sorted[count - 1]).toBe(FIRST_ID + count - 1);
  expect(new Set(ids).size).toBe(count);
}

describe('article sitemaps split at a small injected limit', () => {
  let bff: BffHarness;
  beforeAll(async () => {
    bff = await startBff({ siteUrl: ORIGIN }, { discovery: { limits: { maxUrls: 1_000 } } });
    serveLargeSite(bff.upstream, 2_500);
  });
  afterAll(async () => {
    await bff.close();
  });

  it('cut a language into files of at most maxUrls, in order, each article once', async () => {
    const { files, sizes, ids } = await listedArticles(bff, 'zh');
    expect(files).toEqual([
      '/sitemaps/articles-zh-1.xml',
      '/sitemaps/articles-zh-2.xml',
      '/sitemaps/articles-zh-3.xml',
    ]);
    expect(sizes.map((s) => s.urls)).toEqual([1_000, 1_000, 500]);
    expectEachOnce(ids, 2_500);
    expect((await bff.http.get('/sitemaps/articles-zh-4.xml')).status).toBe(404);
  });

  it('read the lists at the largest page size with a bounded number of calls at once', async () => {
    const lists = bff.upstream.calls.filter((c) => c.path.endsWith('/article/findArticleList'));
    expect(lists.every((c) => c.params.pageSize === '100')).toBe(true);
    expect(new Set(lists.filter((c) => c.params.folderId === '25').map((c) => c.params.nowPage)).size).toBe(25);
  });
});

describe('a CMS with 120,000 articles in one list', () => {
  let bff: BffHarness;
  beforeAll(async () => {
    bff = await startBff({ siteUrl: ORIGIN }, { discovery: { limits: { maxBytes: SITEMAP_MAX_BYTES } } });
    serveLargeSite(bff.upstream, LARGE);
  });
  afterAll(async () => {
    await bff.close();
  });

  it(
    'is listed in files of at most 50,000 URLs: 50,000, 50,000 and 20,000',
    async () => {
      const { sizes, ids } = await listedArticles(bff, 'zh');
      expect(sizes.map((s) => s.urls)).toEqual([50_000, 50_000, 20_000]);
      expect(sizes.every((s) => s.bytes <= SITEMAP_MAX_BYTES)).toBe(true);
      expectEachOnce(ids, LARGE);
    },
    REAL_SIZE_TIMEOUT_MS,
  );
});

describe('article sitemaps with the default limits', () => {
  const CACHE_MAX_BYTES = 2 * 1024 * 1024;
  let bff: BffHarness;
  beforeAll(async () => {
    bff = await startBff({ siteUrl: ORIGIN, cacheMaxBytes: CACHE_MAX_BYTES });
    serveLargeSite(bff.upstream, 5_000);
  });
  afterAll(async () => {
    await bff.close();
  });

  it('are cut to fit one cache entry each, and served from the cache after the first request', async () => {
    const { sizes, ids } = await listedArticles(bff, 'zh');
    expect(sizes.length).toBeGreaterThan(1);
    for (const s of sizes) {
      expect(s.bytes).toBeLessThanOrEqual(bff.app.responseCache.maxEntrySize * 0.75);
      expect((await bff.http.get(s.path)).headers['x-cache'], s.path).toBe('HIT');
    }
    expectEachOnce(ids, 5_000);
  });
});
