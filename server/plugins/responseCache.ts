import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache } from '../cache/responseCache.js';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface ResponseCachePluginOptions {
  config: Config;
  clock?: () => number;
}

async function responseCachePlugin(app: FastifyInstance, { config, clock }: ResponseCachePluginOptions): Promise<void> {
  const cache = new ResponseCache({
    maxBytes: config.cacheMaxBytes,
    staleMs: config.cacheStaleMs,
    ...(clock ? { clock } : {}),
  });
  app.decorate('responseCache', cache);
  app.addHook('onClose', async () => {
    cache.purge();
  });
}

export default fp(responseCachePlugin, { name: 'bff-response-cache', fastify: '5.x' });
