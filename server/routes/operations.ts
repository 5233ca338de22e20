import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { BffError } from '../errors/bffError.js';
import { hasBearerToken } from '../http/bearerToken.js';

export interface OperationsOptions {
  config: Config;
}

const NO_STORE = 'no-store';

const purgeBodySchema = {
  type: 'object',
  properties: { prefix: { type: 'string', pattern: '^/', maxLength: 512 } },
  additionalProperties: false,
} as const;

/** Health, readiness, metrics and the cache purge. */
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

  const token = config.adminToken;
  if (token === null) return;
  app.post(
    '/_bff/cache/purge',
    {
      schema: { body: purgeBodySchema },
      // The token is checked before the body is read, so unauthenticated callers learn nothing else.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!hasBearerToken(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw new BffError(401, 'UNAUTHORIZED', 'A valid bearer token is required');
        }
      },
      preValidation: async (request: FastifyRequest) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { prefix } = request.body as { prefix?: string };
      const purged = await app.responseCache.purgeEverywhere(prefix);
      request.log.info({ prefix: prefix ?? null, purged }, 'cache purged');
      return reply.header('cache-control', NO_STORE).send({ purged });
    },
  );
}
