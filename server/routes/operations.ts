import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { registerCachePurge } from './cachePurge.js';

export interface OperationsOptions {
  config: Config;
}

const NO_STORE = 'no-store';

/** Health, readiness, metrics and the cache purge (`cachePurge.ts`). */
export default async function operationsRoutes(app: FastifyInstance, { config }: OperationsOptions): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    const result = await app.readiness.check();
    reply.header('cache-control', NO_STORE).code(result.ready ? 200 : 503);
    // The shared cache is reported, never required: without it the replica serves from memory and the CMS.
    const sharedCache = app.responseCache.sharedTier?.status;
    return sharedCache === undefined ? result : { ...result, sharedCache };
  });

  app.get('/metrics', async (_request, reply) => {
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', NO_STORE).type(app.metrics.registry.contentType).send(text);
  });

  await registerCachePurge(app, config);
}
