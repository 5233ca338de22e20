import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BffMetrics } from '../metrics/bffMetrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: BffMetrics;
  }
}

/** Requests not matched by any route share one label value, so scanners cannot grow the label set. */
const UNMATCHED_ROUTE = 'unmatched';

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const metrics = new BffMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.httpRequests.add(route, reply.statusCode);
    done();
  });
}

export default fp(metricsPlugin, { name: 'bff-metrics', fastify: '5.x' });
