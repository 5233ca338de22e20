/**
 * The BFF process: configuration from the environment, the embedded demo CMS when no CMS is configured,
 * the app, listening, a full collection whenever the process goes quiet with garbage left over, and a
 * graceful drain on SIGTERM/SIGINT.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, withUpstream, type Config } from './config.js';
import { collectWhenQuiet, engineCollections } from './memory/collectionSteering.js';
import { drainOnSignals } from './shutdown.js';

const DEMO_CMS_HOST = '127.0.0.1';

async function startDemoCms(): Promise<{ app: FastifyInstance; url: string }> {
  // Loaded only when no CMS is configured, so a production image never starts it.
  const { buildDemoCms } = await import('./demo-cms/app.js');
  const { app } = buildDemoCms();
  const url = await app.listen({ host: DEMO_CMS_HOST, port: 0 });
  return { app, url };
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  let config = readConfig();
  let demo: FastifyInstance | null = null;
  if (config.upstreamUrl === null) {
    const started = await startDemoCms();
    demo = started.app;
    config = withUpstream(config, started.url);
  }
  const app = buildApp(config);
  if (demo) {
    const embedded = demo;
    app.addHook('onClose', async () => embedded.close());
  }
  let quietCollections: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    quietCollections = collectWhenQuiet(engineCollections(), () => app.metrics.quietCollections.inc());
  });
  app.addHook('onClose', async () => quietCollections?.stop());
  drainOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ upstream: config.upstreamUrl, embeddedDemoCms: demo !== null }, 'BFF ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
