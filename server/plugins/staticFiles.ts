import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { REVALIDATE_CACHE_CONTROL } from '../pages/builtSite.js';

export interface StaticFilesPluginOptions {
  config: Config;
}

/** Vite's hashed build output: a changed file gets a new name, so it may be kept forever. */
const ASSETS_DIR = 'assets';
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The build's files from `clientDir` (none before a build): the assets kept for good, the others revalidated. */
async function staticFilesPlugin(app: FastifyInstance, { config }: StaticFilesPluginOptions): Promise<void> {
  if (app.builtSite === null) return;
  const assetsRoot = join(config.clientDir, ASSETS_DIR) + sep;
  await app.register(fastifyStatic, {
    root: config.clientDir,
    index: false,
    wildcard: true,
    decorateReply: false,
    // The build writes .br and .gz copies of its text files; the one the browser accepts is sent as is.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      // The body depends on Accept-Encoding (a compressed copy or the file), so shared caches must key on it.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', path.startsWith(assetsRoot) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
    },
  });
}

export default fp(staticFilesPlugin, { name: 'bff-static-files', fastify: '5.x', dependencies: ['bff-built-site'] });
