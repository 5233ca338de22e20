import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoute } from '../../shared/routes.js';
import type { Config } from '../config.js';
import { notFound } from '../errors/bffError.js';
import { sendError } from '../errors/errorHandler.js';
import { matchesEntityTag } from '../http/contentEncoding.js';

export interface SpaPluginOptions {
  config: Config;
}

/** Vite's hashed build output: a changed file gets a new name, so it may be kept forever. */
const ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** `index.html` and unhashed files are revalidated on every visit. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
export const NOT_BUILT_MESSAGE = 'The site is not built yet: run `npm run build`, then start the server again.\n';

/** Paths that are never SPA routes, even when nothing else answers them. */
function isServerPath(path: string): boolean {
  return path === '/cms' || path.startsWith('/cms/') || path.startsWith('/_bff/');
}

/** A last segment with an extension names a file, which gets a plain 404 rather than the app. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/**
 * The built React SPA (DESIGN §5): static files from `clientDir`, and the history fallback for every other
 * GET: `index.html` with 200 for routes of the route table and with 404 for unknown paths, never for
 * `/cms/*`. Without a build, a plain 503 says what to do.
 */
async function spaPlugin(app: FastifyInstance, { config }: SpaPluginOptions): Promise<void> {
  const index = await readFile(join(config.clientDir, 'index.html')).catch(() => null);
  if (index === null) {
    app.log.warn({ clientDir: config.clientDir }, 'the client is not built: run `npm run build`');
  } else {
    const assetsRoot = join(config.clientDir, ASSETS_DIR) + sep;
    await app.register(fastifyStatic, {
      root: config.clientDir,
      index: false,
      wildcard: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.startsWith(assetsRoot) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
        );
      },
    });
  }
  const indexTag = index === null ? '' : `"${createHash('sha1').update(index).digest('base64url')}"`;

  const sendApp = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isServerPath(path) || looksLikeFile(path)) return sendError(reply, notFound('not found'));
    if (index === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const route = matchRoute(path);
    // The app's own /404 page is a known route, and still a 404 for crawlers and monitors.
    const status = route === null || route.id === 'notFound' ? 404 : 200;
    reply.code(status).header('cache-control', REVALIDATE_CACHE_CONTROL).header('etag', indexTag);
    if (status === 200 && matchesEntityTag(request.headers['if-none-match'], [indexTag])) {
      return reply.code(304).send();
    }
    return reply.type('text/html; charset=utf-8').send(index);
  };
  // The static handler would refuse the root directory; the home page is the app.
  app.get('/', sendApp);
  app.setNotFoundHandler(sendApp);
}

export default fp(spaPlugin, { name: 'bff-spa', fastify: '5.x' });
