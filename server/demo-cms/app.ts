import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CMS_API_PREFIX, ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import { loadContent } from './content.js';
import { ContentIndex } from './contentIndex.js';
import type { ContentPack } from './contentTypes.js';
import { ControlState, type DemoCmsControl } from './control.js';
import { BadParamError, badParam } from './envelope.js';
import { registerFiles } from './files.js';
import { HANDLERS } from './handlers/allHandlers.js';
import type { HandlerContext } from './handlers/handler.js';
import { RequestParams } from './params.js';

export type { DemoCmsControl } from './control.js';

/** Options for tests and for `main.ts`; none of them can be reached over HTTP. */
export interface DemoCmsOptions {
  /** Delay of every call, in milliseconds. */
  latencyMs?: number;
  /** Fastify's logger option; off by default. */
  logger?: FastifyServerOptions['logger'];
  /** The clock of the share quotes and charts. */
  now?: () => Date;
  /** Another content directory (tests of the loader). */
  contentDir?: string;
  /** An already loaded pack, so many apps in one test run read the files once. */
  content?: ContentPack;
  /**
   * Where photographs drawn from the artwork are kept between processes (`photoCache.ts`); null: in memory
   * only. The first app of a pack decides for every app sharing it.
   */
  photoCacheDir?: string | null;
}

/**
 * The demo CMS: the upstream's HTTP contract over the content pack. It never listens; the
 * caller does. The pack is read and checked here, so a broken file stops the start.
 */
export function buildDemoCms(options: DemoCmsOptions = {}): { app: FastifyInstance; control: DemoCmsControl } {
  const pack = options.content ?? loadContent(options.contentDir);
  const ctx: HandlerContext = { index: new ContentIndex(pack), now: options.now ?? (() => new Date()) };
  const control = new ControlState(options.latencyMs ?? 0);
  const app = Fastify({ logger: options.logger ?? false });

  void app.register(formbody);
  app.addHook('preClose', async () => control.close());

  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const spec = ENDPOINTS[name];
    const url = `${CMS_API_PREFIX}/${spec.path}`;
    const handle = HANDLERS[name];
    app.route({
      method: spec.upstream,
      url,
      handler: async (request, reply) => {
        if (await control.intercept(spec.path, reply)) return reply;
        const params = RequestParams.from(request.query, request.body);
        try {
          return handle(params, ctx);
        } catch (error) {
          if (error instanceof BadParamError) return badParam(error.message);
          throw error;
        }
      },
    });
    // Like the CMS's framework, the other method is refused rather than served.
    app.route({
      method: spec.upstream === 'GET' ? 'POST' : 'GET',
      url,
      handler: async (request, reply) =>
        reply.status(405).send({ code: 405, msg: `Request method '${request.method}' not supported` }),
    });
  }

  void app.register(async (files) => registerFiles(files, pack, ctx.now, options.photoCacheDir));

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 404, msg: 'Not Found' }));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ code: status, msg: error.message });
    request.log.error({ err: error }, 'demo CMS failure');
    return reply.status(500).send({ code: 500, msg: 'Internal Server Error' });
  });
  return { app, control };
}
