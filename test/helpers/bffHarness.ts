import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import { ScriptedUpstream } from './scriptedUpstream.js';
import { testConfig } from './testConfig.js';

export interface BffHarness {
  app: FastifyInstance;
  upstream: ScriptedUpstream;
  config: Config;
  close(): Promise<void>;
}

/** A scripted upstream on 127.0.0.1:0 and a BFF app in front of it (not listening; use `inject`). */
export async function startBff(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): Promise<BffHarness> {
  const upstream = await ScriptedUpstream.start();
  const config = testConfig(upstream.url, overrides);
  const app = buildApp(config, options);
  await app.ready();
  return {
    app,
    upstream,
    config,
    close: async () => {
      await app.close();
      await upstream.close();
    },
  };
}

/** The JSON body of an injected answer. */
export function jsonOf<T = unknown>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}
