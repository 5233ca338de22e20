import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache } from '../cache/responseCache.js';
import type { SharedTier } from '../cache/sharedTier.js';
import type { Config } from '../config.js';
import { SITEMAP_KEY_PREFIX } from '../discovery/discoveryService.js';
import { collectionPace, CollectionPacer, engineCollections } from '../memory/collectionSteering.js';
import type { CacheEventGroup } from '../metrics/bffMetrics.js';
import { PAGE_KEY_PREFIX } from '../pages/pageRenderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCachePluginOptions {
  config: Config;
  clock?: () => number;
  /** Wall-clock milliseconds for the shared tier's entries; tests pass a manual clock. */
  wallClock?: () => number;
  /** Time limit of one Redis call (default `SHARED_CACHE_CALL_LIMIT_MS`). */
  sharedCallLimitMs?: number;
}

/**
 * The shared tier when `CACHE_REDIS_URL` is set; start-up waits a moment for it, then goes on without. Its
 * Redis client is loaded only then: a replica without Redis does not hold its code.
 */
async function sharedTierOf(
  app: FastifyInstance,
  { config, wallClock, sharedCallLimitMs }: ResponseCachePluginOptions,
): Promise<SharedTier | null> {
  if (config.cacheRedisUrl === null) return null;
  const { metrics, log } = app;
  metrics.expectSharedCache();
  const { SharedTier } = await import('../cache/sharedTier.js');
  const shared = new SharedTier({
    url: config.cacheRedisUrl,
    lockMs: config.upstreamTimeoutMs,
    ...(wallClock ? { now: wallClock } : {}),
    ...(sharedCallLimitMs === undefined ? {} : { callLimitMs: sharedCallLimitMs }),
    observer: {
      error: (op) => metrics.sharedCacheError(op),
      read: (result) => metrics.sharedCacheRead(result),
      status: (status, reason) => {
        if (status === 'up') log.info('shared cache up');
        else log.warn({ reason }, 'shared cache down: serving from memory and the CMS until Redis answers again');
      },
    },
  });
  await shared.start();
  if (shared.status === 'down') log.warn('shared cache not reachable at start: connecting in the background');
  return shared;
}

/** What a cache key holds: a rendered page, a sitemap (or robots.txt, a feed), or else an API answer. */
function groupOfKey(key: string): CacheEventGroup {
  if (key.startsWith(PAGE_KEY_PREFIX)) return 'page';
  return key.startsWith(SITEMAP_KEY_PREFIX) ? 'sitemap' : 'api';
}

async function responseCachePlugin(app: FastifyInstance, options: ResponseCachePluginOptions): Promise<void> {
  const { config, clock } = options;
  const cache = new ResponseCache({
    maxBytes: config.cacheMaxBytes,
    staleMs: config.cacheStaleMs,
    ...(clock ? { clock } : {}),
    shared: await sharedTierOf(app, options),
  });
  app.decorate('responseCache', cache);
  // Full collections paced by the answers stored (memory/collectionSteering.ts).
  const pacer = new CollectionPacer(collectionPace(config.cacheMaxBytes), engineCollections(), {
    held: () => process.memoryUsage().arrayBuffers,
    cached: () => cache.calculatedSize,
  });
  cache.events.on('stored', (_key, answer) => pacer.stored(answer.size));
  app.metrics.watchAnswers({ bytes: () => cache.calculatedSize, entries: () => cache.size });
  cache.events.on('staleOnError', (key) => app.metrics.staleOnError(groupOfKey(key)));
  app.addHook('onClose', async () => cache.close());
}

export default fp(responseCachePlugin, {
  name: 'bff-response-cache',
  fastify: '5.x',
  dependencies: ['bff-metrics'],
});
