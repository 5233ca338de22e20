import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import { httpClient, listenOnLoopback, type HttpClient } from './httpClient.js';
import { ScriptedUpstream } from './scriptedUpstream.js';
import { testConfig } from './testConfig.js';

export interface BffHarness {
  app: FastifyInstance;
  upstream: ScriptedUpstream;
  config: Config;
  /** supertest requests to the BFF, over real sockets. */
  http: HttpClient;
  /** The loopback port the BFF listens on. */
  port: number;
  close(): Promise<void>;
}

/** A scripted upstream on 127.0.0.1:0 and a BFF in front of it, listening on 127.0.0.1:0. */
export async function startBff(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): Promise<BffHarness> {
  const upstream = await ScriptedUpstream.start();
  const config = testConfig(upstream.url, overrides);
  const app = buildApp(config, options);
  const port = await listenOnLoopback(app);
  return {
    app,
    upstream,
    config,
    http: httpClient(app),
    port,
    close: async () => {
      await app.close();
      await upstream.close();
    },
  };
}

/**
 * One BFF for the calling test file: started before its tests, with an empty answer cache and a reset
 * upstream before each test, and stopped after them. Returns a getter for the running harness.
 */
export function useBff(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): () => BffHarness {
  let harness: BffHarness | null = null;
  beforeAll(async () => {
    harness = await startBff(overrides, options);
  });
  afterAll(async () => harness?.close());
  beforeEach(() => {
    harness?.app.responseCache.purge();
    harness?.upstream.reset();
  });
  return () => {
    if (!harness) throw new Error('useBff(): the BFF starts in beforeAll; use it inside tests');
    return harness;
  };
}
