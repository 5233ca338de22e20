import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { BffMetrics } from '../metrics/bffMetrics.js';
import { memoryBounds } from '../metrics/memoryBounds.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: BffMetrics;
  }
}

/** Requests not matched by any route share one label value, so scanners cannot grow the label set. */
const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsPluginOptions {
  config: Config;
}

async function metricsPlugin(app: FastifyInstance, { config }: MetricsPluginOptions): Promise<void> {
  const metrics = new BffMetrics(memoryBounds(config));
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.httpRequests.add(route, reply.statusCode);
    done();
  });
}

export default fp(metricsPlugin, { name: 'bff-metrics', fastify: '5.x' });
