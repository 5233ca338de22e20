import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { feedCodeOfPath, FEEDS_PREFIX } from '../../shared/seo/feeds.js';
import type { CacheLookup } from '../cache/responseCache.js';
import { publicCacheControl, sendStored } from '../http/sendStored.js';
import { RETRY_AFTER_SECONDS } from '../pages/pageRenderer.js';
import type { Config } from '../config.js';
import { DiscoveryService } from '../discovery/discoveryService.js';
import type { CrawlOptions } from '../discovery/siteCrawl.js';
import { PAGES_SITEMAP_PATH, parseArticleSitemapName, SITEMAP_INDEX_PATH } from '../discovery/sitemapFiles.js';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, type SitemapLimits } from '../discovery/sitemapSplit.js';
import { BffError, notFound } from '../errors/bffError.js';
import { toBffError } from '../errors/errorHandler.js';
import { siteOrigin } from '../http/siteOrigin.js';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const ROBOTS_CONTENT_TYPE = 'text/plain; charset=utf-8';
/**
 * Share of the cache's per-entry limit a sitemap file may fill: the stored gzip and brotli copies of a
 * list of URLs take well under the rest. A larger file could not be kept, and would be rebuilt for every
 * request and lost when the CMS fails.
 */
export const CACHEABLE_BODY_SHARE = 0.75;

export interface DiscoveryRoutesOptions {
  config: Config;
  /** Per-file limits; by default the protocol's, within what one cache entry can hold. */
  limits?: Partial<SitemapLimits>;
  crawl?: CrawlOptions;
  crawlReuseMs?: number;
}

/** A CMS failure with nothing cached is a temporary state of the site: 503 with a time to come back. */
function unavailable(error: unknown, reply: FastifyReply): BffError {
  const mapped = toBffError(error);
  if (mapped.status < 500) return mapped;
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return new BffError(503, mapped.code, `not available while the CMS fails: ${mapped.message}`, { cause: error });
}

/**
 * Discovery routes (docs/server-rendering.md): `/robots.txt`, `/sitemap.xml` (an index), `/sitemaps/pages.xml`,
 * `/sitemaps/articles-{lang}-{n}.xml` and `/feeds/{fdCode}.xml`, with absolute URLs on the site's origin.
 */
export default async function discoveryRoutes(app: FastifyInstance, options: DiscoveryRoutesOptions): Promise<void> {
  const { config } = options;
  const limits: SitemapLimits = {
    maxUrls: options.limits?.maxUrls ?? SITEMAP_MAX_URLS,
    maxBytes:
      options.limits?.maxBytes ??
      Math.min(SITEMAP_MAX_BYTES, Math.floor(app.responseCache.maxEntrySize * CACHEABLE_BODY_SHARE)),
  };
  const service = new DiscoveryService({
    answers: app.answers,
    cache: app.responseCache,
    ttlMs: config.sitemapTtlMs,
    limits,
    ...(options.crawl ? { crawl: options.crawl } : {}),
    ...(options.crawlReuseMs === undefined ? {} : { crawlReuseMs: options.crawlReuseMs }),
  });
  const cacheControl = publicCacheControl(config.sitemapTtlMs, config.cacheStaleMs);

  const serve =
    (contentType: string, get: (origin: string, request: FastifyRequest) => Promise<CacheLookup>) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      let lookup: CacheLookup;
      try {
        lookup = await get(siteOrigin(config.siteUrl, request), request);
      } catch (error) {
        throw unavailable(error, reply);
      }
      const age = config.sitemapTtlMs === 0 ? 0 : service.ageSeconds(lookup);
      return sendStored(request, reply, lookup.answer, lookup.status, cacheControl, age, {
        contentType,
        vary: 'Accept-Encoding',
      });
    };
  // The stored compressed copies are sent as they are.
  const route = { compress: false } as const;

  app.get(
    '/robots.txt',
    route,
    serve(ROBOTS_CONTENT_TYPE, (origin) => service.robots(origin)),
  );
  app.get(
    SITEMAP_INDEX_PATH,
    route,
    serve(SITEMAP_CONTENT_TYPE, (origin) => service.sitemapIndex(origin)),
  );
  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    route,
    serve(SITEMAP_CONTENT_TYPE, async (origin, request) => {
      const { name } = request.params as { name: string };
      if (`/sitemaps/${name}` === PAGES_SITEMAP_PATH) return service.pagesSitemap(origin);
      const file = parseArticleSitemapName(name);
      if (file === null) throw notFound('no such sitemap');
      return service.articleSitemap(origin, file.locale, file.n);
    }),
  );
  app.get<{ Params: { name: string } }>(
    `${FEEDS_PREFIX}:name`,
    route,
    serve(FEED_CONTENT_TYPE, async (origin, request) => {
      const code = feedCodeOfPath(`${FEEDS_PREFIX}${(request.params as { name: string }).name}`);
      if (code === null) throw notFound('no such feed');
      return service.feed(origin, code);
    }),
  );
}
