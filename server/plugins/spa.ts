import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOME_CODE } from '../../shared/constants.js';
import { getHref, matchRoute, ROUTES } from '../../shared/routes.js';
import type { Config } from '../config.js';
import { notFound } from '../errors/bffError.js';
import { sendError } from '../errors/errorHandler.js';
import { matchesEntityTag } from '../http/contentEncoding.js';
import { builtPageRenderer } from '../pages/builtRenderer.js';
import { indexPages } from '../pages/indexPages.js';

export interface SpaPluginOptions {
  config: Config;
}

/** Vite's hashed build output: a changed file gets a new name, so it may be kept forever. */
const ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** `index.html` and unhashed files are revalidated on every visit. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** A page's path with a trailing slash is sent to the one without it for good: it is the same page. */
export const TRAILING_SLASH_CACHE_CONTROL = 'public, max-age=86400';
export const NOT_BUILT_MESSAGE = 'The site is not built yet: run `npm run build`, then start the server again.\n';

const HOME_PATH = getHref('homeIndex', { fdCode: HOME_CODE });

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
 * The built app: static files from `clientDir`, the pages of the route table (server-rendered, else
 * `index.html`), and for every other GET the same answer with 404, never for `/cms/*`. Without a build,
 * a plain 503 says what to do.
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
      // The build writes .br and .gz copies of its text files; the one the browser accepts is sent as is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // The body depends on Accept-Encoding (a compressed copy or the file), so shared caches must key on it.
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          path.startsWith(assetsRoot) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
        );
      },
    });
  }
  const pages = index === null ? null : await indexPages(config.clientDir, index, app.log);
  const renderer =
    pages === null
      ? null
      : await builtPageRenderer(app, config, pages, (request, reply, status) => sendShell(request, reply, status));

  /** The client shell of the route kind: the app renders in the browser. */
  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply => {
    if (pages === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const path = request.url.split('?', 1)[0] ?? '/';
    const route = matchRoute(path);
    const page = (route && pages.byRoute.get(route.id)) ?? pages.plain;
    reply.code(status).header('cache-control', status === 503 ? 'no-store' : REVALIDATE_CACHE_CONTROL);
    if (status !== 200) return reply.type('text/html; charset=utf-8').send(page.body);
    reply.header('etag', page.tag);
    if (matchesEntityTag(request.headers['if-none-match'], [page.tag])) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.body);
  };

  const sendApp = (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    const [path = '/', query] = request.url.split('?', 2);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isServerPath(path) || looksLikeFile(path))
      return sendError(reply, notFound({ en: 'Not found', zh: '页面不存在' }));
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    // Only a page of the route table is sent on: a path of another shape is not ours to name.
    if (bare !== path && bare !== '' && matchRoute(bare) !== null) {
      return reply
        .code(301)
        .header('location', query === undefined ? bare : `${bare}?${query}`)
        .header('cache-control', TRAILING_SLASH_CACHE_CONTROL)
        .send();
    }
    if (path === '/') {
      return reply
        .code(302)
        .header('location', query === undefined ? HOME_PATH : `${HOME_PATH}?${query}`)
        .send();
    }
    if (renderer !== null) return renderer.send(request, reply);
    const route = matchRoute(path);
    // The app's own /404 page is a known route, and still a 404 for crawlers and monitors.
    return sendShell(request, reply, route === null || route.id === 'notFound' ? 404 : 200);
  };
  // Each route of the route table is a route here too (the patterns share their syntax): a page is then
  // answered at once, instead of first being looked for on disk by the static files' wildcard, a failed
  // file-system call on every visit. Other paths (a trailing slash, an unknown path) still reach the app
  // through the not-found handler.
  for (const path of Object.values(ROUTES)) app.get(path, sendApp);
  app.setNotFoundHandler(sendApp);
}

export default fp(spaPlugin, { name: 'bff-spa', fastify: '5.x' });
