import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config, TrustProxy } from './config.js';
import { errorHandler } from './errors/errorHandler.js';
import { answerClientError } from './http/clientError.js';
import { stdoutLog } from './http/logBatch.js';
import { genReqId } from './http/requestId.js';
import { RequestLogController } from './http/requestLog.js';
import allowedHostsPlugin from './plugins/allowedHosts.js';
import answersPlugin from './plugins/answers.js';
import builtSitePlugin from './plugins/builtSite.js';
import compressionPlugin from './plugins/compression.js';
import gracefulClosePlugin from './plugins/gracefulClose.js';
import metricsPlugin from './plugins/metrics.js';
import notFoundPlugin from './plugins/notFound.js';
import pagesPlugin from './plugins/pages.js';
import requestIdPlugin from './plugins/requestId.js';
import responseCachePlugin from './plugins/responseCache.js';
import securityPlugin from './plugins/security.js';
import staticFilesPlugin from './plugins/staticFiles.js';
import upstreamPlugin from './plugins/upstream.js';
import cmsApiRoutes from './routes/cmsApi.js';
import discoveryRoutes, { type DiscoveryRoutesOptions } from './routes/discovery.js';
import fileRoutes from './routes/files.js';
import type { PicturesOptions } from './images/pictureVariants.js';
import picturesPlugin from './plugins/pictures.js';
import operationsRoutes from './routes/operations.js';
import stockChartRoutes from './routes/stockChart.js';

/** Request bodies are a handful of form fields. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface BuildAppOptions {
  /** Monotonic milliseconds for cache ages; tests pass a manual clock. */
  clock?: () => number;
  /** Wall-clock milliseconds for entries the replicas share (Redis); tests pass a manual clock. */
  wallClock?: () => number;
  /** Time limit of one call to the shared cache (Redis); tests on busy machines give it more. */
  sharedCallLimitMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Timeout of the readiness probe. */
  readinessProbeTimeoutMs?: number;
  /** Sitemap file limits and crawl settings (tests make the limits small). */
  discovery?: Omit<DiscoveryRoutesOptions, 'config'>;
  /** The picture queue's and size settings (tests make them small). */
  pictures?: PicturesOptions;
}

/**
 * Fastify's form of the proxy trust. Fastify ignores a bare hop count (it cannot tell a proxy from a
 * client that forges the header), so a count becomes a function: the nearest `hops` addresses of the
 * chain, starting with the socket's peer, are proxies. That is right only when nothing but those proxies
 * can reach the BFF, which the operator's guide says.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

/** The BFF as a Fastify instance, configured but not listening (the caller listens: `main.ts`, or a test on loopback). */
export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      stream: options.logStream ?? stdoutLog(),
    },
    logController: new RequestLogController(),
    genReqId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    // Stop accepting on close, let in-flight requests finish and drop idle keep-alive connections.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Requests Node's parser refuses (oversized headers above all) get the JSON error shape too.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, app.log),
  });

  app.setErrorHandler(errorHandler);
  app.register(gracefulClosePlugin);
  app.register(requestIdPlugin);
  app.register(metricsPlugin, { config });
  app.register(securityPlugin, { config });
  // Before any other work of a request: a host that is not ours gets 421 at once.
  app.register(allowedHostsPlugin, { config });
  app.register(compressionPlugin);
  app.register(upstreamPlugin, {
    config,
    ...(options.readinessProbeTimeoutMs === undefined ? {} : { probeTimeoutMs: options.readinessProbeTimeoutMs }),
  });
  app.register(responseCachePlugin, {
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.wallClock ? { wallClock: options.wallClock } : {}),
    ...(options.sharedCallLimitMs === undefined ? {} : { sharedCallLimitMs: options.sharedCallLimitMs }),
  });
  app.register(picturesPlugin, { config, ...(options.pictures ? { options: options.pictures } : {}) });
  app.register(answersPlugin, { config });
  app.register(cmsApiRoutes, { config });
  app.register(fileRoutes);
  app.register(operationsRoutes, { config });
  app.register(stockChartRoutes, { config });
  app.register(discoveryRoutes, { ...options.discovery, config });
  app.register(builtSitePlugin, { config });
  app.register(staticFilesPlugin, { config });
  app.register(pagesPlugin);
  app.register(notFoundPlugin);
  return app;
}
