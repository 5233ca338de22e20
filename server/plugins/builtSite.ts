import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { loadBuiltSite, type BuiltSite } from '../pages/builtSite.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built client (its shells and the page renderer), or null before `npm run build`. */
    builtSite: BuiltSite | null;
  }
}

export interface BuiltSitePluginOptions {
  config: Config;
}

/** Reads the client's build once, at start, for the static files, the pages and the not-found answers. */
async function builtSitePlugin(app: FastifyInstance, { config }: BuiltSitePluginOptions): Promise<void> {
  app.decorate('builtSite', await loadBuiltSite(app, config));
}

export default fp(builtSitePlugin, {
  name: 'bff-built-site',
  fastify: '5.x',
  dependencies: ['bff-metrics', 'bff-response-cache', 'bff-answers'],
});
