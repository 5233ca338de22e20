import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { Readiness } from '../upstream/readiness.js';
import { UpstreamClient } from '../upstream/upstreamClient.js';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
    readiness: Readiness;
  }
}

export interface UpstreamPluginOptions {
  config: Config;
  probeTimeoutMs?: number;
}

async function upstreamPlugin(app: FastifyInstance, { config, probeTimeoutMs }: UpstreamPluginOptions): Promise<void> {
  if (config.upstreamUrl === null) throw new Error('buildApp needs config.upstreamUrl (main.ts starts the demo CMS)');
  const { metrics } = app;
  let readiness: Readiness | null = null;
  const client = new UpstreamClient(config.upstreamUrl, {
    timeoutMs: config.upstreamTimeoutMs,
    observer: {
      onResult(path, seconds, failure) {
        metrics.upstreamResult(path, seconds, failure);
        if (failure === null) readiness?.recordSuccess();
      },
    },
  });
  readiness = new Readiness(client, probeTimeoutMs);
  app.decorate('upstream', client);
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => client.close());
}

export default fp(upstreamPlugin, { name: 'bff-upstream', fastify: '5.x', dependencies: ['bff-metrics'] });
