import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CMS_API_PREFIX,
  ENDPOINTS,
  endpointUrl,
  type CacheGroup,
  type EndpointName,
} from '../../shared/api/endpoints.js';
import type { AnswerService } from '../answers/answerService.js';
import { canonicalParams } from '../answers/canonicalParams.js';
import { paramsSchema, validationError } from '../answers/paramSchemas.js';
import {
  POST_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  publicCacheControl,
  requestCopies,
  sendStored,
  UNCACHED_CACHE_CONTROL,
} from '../http/sendStored.js';
import type { Config } from '../config.js';
import { BffError, notFound } from '../errors/bffError.js';
import { noteRequestFlag } from '../errors/errorLanguage.js';
import { privateRequestHeaders } from '../upstream/forwardHeaders.js';

export interface CmsApiOptions {
  config: Config;
}

const RATE_WINDOW_MS = 60_000;

/** An absent POST body (no content type) means "no parameters", like an empty query string. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/**
 * The allowlisted proxy: one GET and one POST route per endpoint of the table, validated by
 * schema, answered from the shared cache, with unknown paths under `/cms/api/` answered 404.
 */
export default async function cmsApiRoutes(app: FastifyInstance, { config }: CmsApiOptions): Promise<void> {
  await app.register(formbody);
  app.addHook('preValidation', noteRequestFlag);
  if (config.rateLimitPerMin > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMin,
      timeWindow: RATE_WINDOW_MS,
      // Counters on every answer would travel into shared caches with it; the 429 keeps Retry-After.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) =>
        new BffError(429, 'RATE_LIMITED', {
          en: `Too many requests: at most ${context.max} per minute, retry in ${context.after}`,
          zh: `请求过于频繁：每分钟最多 ${context.max} 次，请在 ${context.after} 后重试`,
        }),
    });
  }

  const cacheControls = Object.fromEntries(
    Object.entries(config.cacheTtlMs).map(([group, ttl]) => [group, publicCacheControl(ttl, config.cacheStaleMs)]),
  ) as Record<CacheGroup, string>;

  const privateCookies: ReadonlySet<string> = new Set(config.privateCookies);
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const spec = ENDPOINTS[name];
    const schema = paramsSchema(spec);
    const handler = endpointHandler(app.answers, name, cacheControls[spec.group], privateCookies);
    const shared = { schemaErrorFormatter: validationError.bind(null, spec), compress: false } as const;
    app.get(endpointUrl(name), { ...shared, schema: { querystring: schema } }, handler);
    app.post(endpointUrl(name), { ...shared, schema: { body: schema }, preValidation: emptyBodyAsObject }, handler);
  }

  app.all(`${CMS_API_PREFIX}/*`, async () => {
    throw notFound({ en: 'Unknown API path', zh: '未知的接口路径' });
  });
}

function endpointHandler(
  answers: AnswerService,
  name: EndpointName,
  publicControl: string,
  privateCookies: ReadonlySet<string>,
) {
  const spec = ENDPOINTS[name];
  const uncached = answers.ttlOf(name) === 0;
  return async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const isPost = request.method === 'POST';
    const params = canonicalParams(spec, (isPost ? request.body : request.query) as Record<string, unknown>);
    const visitorHeaders = privateRequestHeaders(request.headers, privateCookies);
    if (visitorHeaders !== null) {
      const { answer } = await answers.private(name, params, visitorHeaders);
      return sendStored(request, reply, answer, 'BYPASS', PRIVATE_CACHE_CONTROL, 0);
    }
    const cacheControl = isPost ? POST_CACHE_CONTROL : uncached ? UNCACHED_CACHE_CONTROL : publicControl;
    const served = answers.fresh(name, params) ?? (await answers.get(name, params, requestCopies(request)));
    const age = uncached ? 0 : answers.ageSeconds(served.answer);
    return sendStored(request, reply, served.answer, served.status, cacheControl, age);
  };
}
