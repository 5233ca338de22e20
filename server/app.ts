import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { errorHandler } from './errors/errorHandler.js';
import { genReqId } from './http/requestId.js';
import { RequestLogController } from './http/requestLog.js';
import compressionPlugin from './plugins/compression.js';
import gracefulClosePlugin from './plugins/gracefulClose.js';
import metricsPlugin from './plugins/metrics.js';
import requestIdPlugin from './plugins/requestId.js';
import responseCachePlugin from './plugins/responseCache.js';
import securityPlugin from './plugins/security.js';
import spaPlugin from './plugins/spa.js';
import upstreamPlugin from './plugins/upstream.js';
import cmsApiRoutes from './routes/cmsApi.js';
import fileRoutes from './routes/files.js';
import operationsRoutes from './routes/operations.js';
import stockChartRoutes from './routes/stockChart.js';

/** Request bodies are a handful of form fields (DESIGN §5). */
export const MAX_BODY_BYTES = 16 * 1024;

export interface BuildAppOptions {
  /** Monotonic milliseconds for cache ages; tests pass a manual clock. */
  clock?: () => number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Timeout of the readiness probe. */
  readinessProbeTimeoutMs?: number;
}

/** The BFF as a Fastify instance, configured but not listening (tests inject; `main.ts` listens). */
export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLogController(),
    genReqId,
    requestIdHeader: false,
    bodyLimit: MAX_BODY_BYTES,
    // Stop accepting on close, let in-flight requests finish and drop idle keep-alive connections.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.setErrorHandler(errorHandler);
  app.register(gracefulClosePlugin);
  app.register(requestIdPlugin);
  app.register(metricsPlugin);
  app.register(securityPlugin, { config });
  app.register(compressionPlugin);
  app.register(upstreamPlugin, {
    config,
    ...(options.readinessProbeTimeoutMs === undefined ? {} : { probeTimeoutMs: options.readinessProbeTimeoutMs }),
  });
  app.register(responseCachePlugin, { config, ...(options.clock ? { clock: options.clock } : {}) });
  app.register(cmsApiRoutes, { config });
  app.register(fileRoutes);
  app.register(operationsRoutes, { config });
  app.register(stockChartRoutes, { config });
  app.register(spaPlugin, { config });
  return app;
}
