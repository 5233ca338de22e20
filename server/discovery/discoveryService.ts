import { LOCALES, type Locale } from '../../shared/constants.js';
import type { AnswerService } from '../answers/answerService.js';
import type { CacheLookup, LoadedEntry, ResponseCache } from '../cache/responseCache.js';
import { storeAnswer } from '../cache/storedAnswer.js';
import { dependenciesOf } from '../cache/surrogateKeys.js';
import { notFound } from '../errors/bffError.js';
import { CrawlSnapshots } from './crawlSnapshots.js';
import { buildFeed } from './feedBuilder.js';
import { robotsTxt } from './robotsTxt.js';
import { crawlLanguage, readMenus, type CrawlOptions, type LanguageCrawl } from './siteCrawl.js';
import { sitePages } from './sitePages.js';
import {
  articleFiles,
  articleSitemapPath,
  newestLastmod,
  pageEntries,
  PAGES_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
} from './sitemapFiles.js';
import type { SitemapLimits } from './sitemapSplit.js';
import { sitemapIndexXml, urlsetXml, type SitemapRef } from './xmlDocuments.js';

/** How long the index and the files built after it share one crawl of a language. */
export const DEFAULT_CRAWL_REUSE_MS = 30_000;

/** The cache keys of robots.txt, the sitemaps and the feeds (and of the crawl marker) start with this. */
export const SITEMAP_KEY_PREFIX = 'sitemap:';

/** The cache key of the marker that a crawl's answers are still the cached ones. */
const crawlMarkerKey = (locale: Locale) => `${SITEMAP_KEY_PREFIX}crawl?lang=${locale}`;

export interface DiscoveryServiceOptions {
  answers: AnswerService;
  cache: ResponseCache;
  /** Freshness of every discovery answer (`CACHE_TTL_SITEMAP_MS`); zero: built for every request. */
  ttlMs: number;
  limits: SitemapLimits;
  crawl?: CrawlOptions;
  crawlReuseMs?: number;
}

/**
 * The discovery answers (docs/architecture.md, "Discovery"): robots.txt, the sitemap index, the pages
 * sitemap, the article sitemaps and the feeds, each built from the CMS's answers and kept in the shared
 * cache like a page, keyed by the origin its absolute URLs start with. A rebuild that fails (the CMS down,
 * an empty menu) leaves the last good answer in place, served stale within `CACHE_STALE_MS`.
 */
export class DiscoveryService {
  readonly #answers: AnswerService;
  readonly #cache: ResponseCache;
  readonly #ttlMs: number;
  readonly #limits: SitemapLimits;
  readonly #crawls: CrawlSnapshots;

  constructor(options: DiscoveryServiceOptions) {
    this.#answers = options.answers;
    this.#cache = options.cache;
    this.#ttlMs = options.ttlMs;
    this.#limits = options.limits;
    const reuseMs = options.crawlReuseMs ?? DEFAULT_CRAWL_REUSE_MS;
    this.#crawls = new CrawlSnapshots(
      async (locale) => {
        const crawl = await crawlLanguage(options.answers, locale, options.crawl);
        if (reuseMs > 0) await this.#markCrawl(crawl, reuseMs);
        return crawl;
      },
      reuseMs,
      (crawl) => this.#cache.fresh(crawlMarkerKey(crawl.locale)) !== undefined,
    );
  }

  get ttlMs(): number {
    return this.#ttlMs;
  }

  robots(origin: string): Promise<CacheLookup> {
    return this.#cached('/robots.txt', origin, async () => robotsTxt(origin + SITEMAP_INDEX_PATH));
  }

  sitemapIndex(origin: string): Promise<CacheLookup> {
    return this.#cached(SITEMAP_INDEX_PATH, origin, async () => {
      const refs: SitemapRef[] = [{ loc: origin + PAGES_SITEMAP_PATH, lastmod: null }];
      const sources: string[] = [];
      const surrogateKeys: string[] = [];
      for (const locale of LOCALES) {
        const crawl = await this.#crawls.get(locale);
        sources.push(...crawl.sources);
        surrogateKeys.push(...crawl.surrogateKeys);
        articleFiles(origin, locale, crawl.articles, this.#limits).forEach((urls, i) => {
          refs.push({ loc: origin + articleSitemapPath(locale, i + 1), lastmod: newestLastmod(urls) });
        });
      }
      return { body: await sitemapIndexXml(refs), dependsOn: dependenciesOf(sources, surrogateKeys) };
    });
  }

  pagesSitemap(origin: string): Promise<CacheLookup> {
    return this.#cached(PAGES_SITEMAP_PATH, origin, async () => {
      const [zh, en] = await Promise.all([readMenus(this.#answers, 'zh'), readMenus(this.#answers, 'en')]);
      const pages = sitePages({ zh: zh.menus, en: en.menus });
      const dependsOn = dependenciesOf([zh.key, en.key], [...zh.surrogateKeys, ...en.surrogateKeys]);
      return { body: await urlsetXml(pageEntries(origin, pages)), dependsOn };
    });
  }

  /** The `n`th (from 1) article sitemap of a language; 404 past the last. */
  articleSitemap(origin: string, locale: Locale, n: number): Promise<CacheLookup> {
    return this.#cached(articleSitemapPath(locale, n), origin, async () => {
      const crawl = await this.#crawls.get(locale);
      const urls = articleFiles(origin, locale, crawl.articles, this.#limits)[n - 1];
      if (urls === undefined) throw notFound(`there is no article sitemap ${n} in ${locale}`);
      return { body: await urlsetXml(urls), dependsOn: dependenciesOf(crawl.sources, crawl.surrogateKeys) };
    });
  }

  /** The feed of a list folder; 404 for a code that names none. */
  feed(origin: string, code: string): Promise<CacheLookup> {
    return this.#cached(`/feeds/${code}.xml`, origin, () => buildFeed(this.#answers, origin, code, this.#ttlMs));
  }

  ageSeconds(lookup: CacheLookup): number {
    return Math.floor(this.#cache.ageOf(lookup.answer) / 1000);
  }

  /**
   * A small entry built from the answers a crawl read, so that a purge of any of them drops it (the cache
   * drops entries with what they were built from) and the crawl is not used again.
   */
  async #markCrawl(crawl: LanguageCrawl, reuseMs: number): Promise<void> {
    const key = crawlMarkerKey(crawl.locale);
    this.#cache.delete([key]);
    // Named by the crawl's surrogate keys too, so a purge by key also ends the crawl's reuse.
    await this.#cache.lookup(key, reuseMs, async () => ({
      body: String(crawl.articles.length),
      dependsOn: dependenciesOf(crawl.sources, crawl.surrogateKeys),
    }));
  }

  /** One cache entry per path and origin: fresh, stale (refreshed in the background) or built once. */
  async #cached(path: string, origin: string, build: () => Promise<string | LoadedEntry>): Promise<CacheLookup> {
    if (this.#ttlMs === 0) {
      const built = await build();
      return {
        kind: 'kept',
        answer: storeAnswer(typeof built === 'string' ? built : built.body, 0, 0),
        status: 'MISS',
      };
    }
    const key = `${SITEMAP_KEY_PREFIX}${path}?origin=${origin}`;
    const fresh = this.#cache.fresh(key);
    if (fresh !== undefined) return { kind: 'kept', answer: fresh, status: 'HIT' };
    return this.#cache.lookup(key, this.#ttlMs, build);
  }
}
