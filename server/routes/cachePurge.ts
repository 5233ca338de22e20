import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SURROGATE_KEY_MAX_LENGTH } from '../cache/surrogateKeys.js';
import type { Config } from '../config.js';
import { EdgePurger, type EdgePurgeResult } from '../edge/edgePurger.js';
import { BffError } from '../errors/bffError.js';
import { hasBearerToken } from '../http/bearerToken.js';

/** Surrogate keys one purge may name. */
export const MAX_PURGE_KEYS = 100;
/** A purge of 100 keys of 200 characters is some 20 KB of JSON, more than the API's bodies may be. */
const PURGE_BODY_LIMIT_BYTES = 32 * 1024;

const NO_STORE = 'no-store';

const purgeBodySchema = {
  type: 'object',
  properties: {
    prefix: { type: 'string', pattern: '^/', maxLength: 512 },
    keys: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_PURGE_KEYS,
      items: { type: 'string', minLength: 1, maxLength: SURROGATE_KEY_MAX_LENGTH, pattern: '^[\\x21-\\x7e]+$' },
    },
  },
  additionalProperties: false,
  // A prefix or keys, or neither (everything); never both.
  not: { required: ['prefix', 'keys'] },
} as const;

/**
 * The purge body's own validator. Fastify's default one coerces types and silently removes unknown
 * fields: `{"key": "site"}`, a slip of the pen, would then be an empty body, a purge of everything.
 */
const strictAjv = new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false });

const PURGE_BODY_EXPECTED =
  'expected {"keys": [...]} with 1 to 100 keys of at most 200 printable characters without spaces, {"prefix": "/..."}, or neither';

interface PurgeBody {
  prefix?: string;
  keys?: string[];
}

/**
 * `POST /_bff/cache/purge` (README, "Purging the BFF and the edge"), with the bearer `ADMIN_TOKEN`: drops
 * the answers and pages named by surrogate keys, under a prefix, or all of them, in this replica, in Redis
 * and on every replica, then has each edge cache of `EDGE_PURGE_URLS` drop the same.
 */
export async function registerCachePurge(app: FastifyInstance, config: Config): Promise<void> {
  const token = config.adminToken;
  if (token === null) return;
  const edge =
    config.edgePurgeUrls.length === 0
      ? null
      : new EdgePurger(config.edgePurgeUrls, { onOutcome: (outcome) => app.metrics.edgePurge(outcome) });
  if (edge !== null) app.addHook('onClose', async () => edge.close());
  app.metrics.expectPurges(edge !== null);

  app.post(
    '/_bff/cache/purge',
    {
      schema: { body: purgeBodySchema },
      bodyLimit: PURGE_BODY_LIMIT_BYTES,
      validatorCompiler: ({ schema }) => strictAjv.compile(schema),
      schemaErrorFormatter: (errors) =>
        new BffError(
          400,
          'BAD_REQUEST',
          `invalid purge: body${errors[0]?.instancePath ?? ''} ${errors[0]?.message ?? ''}; ${PURGE_BODY_EXPECTED}`,
        ),
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
      const { prefix, keys } = request.body as PurgeBody;
      const cache = app.responseCache;
      let purged: number;
      let edgeResults: EdgePurgeResult[] = [];
      // The BFF first: an edge that asks again at once must not be given the old answer.
      app.metrics.purge(keys !== undefined ? 'keys' : prefix !== undefined ? 'prefix' : 'all');
      if (keys !== undefined) {
        const named = [...new Set(keys)];
        purged = await cache.purgeKeysEverywhere(named);
        if (edge !== null) edgeResults = await edge.purgeKeys(named);
      } else if (prefix !== undefined) {
        const dropped = await cache.purgeEverywhere(prefix);
        purged = dropped.purged;
        if (edge !== null) edgeResults = await edge.purgeKeys(dropped.surrogateKeys);
      } else {
        purged = (await cache.purgeEverywhere()).purged;
        if (edge !== null) edgeResults = await edge.banAll();
      }
      const what = keys !== undefined ? { keys } : { prefix: prefix ?? null };
      request.log.info({ ...what, purged, edges: edgeResults }, 'cache purged');
      return reply.header('cache-control', NO_STORE).send({ purged, edges: edgeResults });
    },
  );
}
