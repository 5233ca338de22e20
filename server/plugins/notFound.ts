import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoute } from '../../shared/routes.js';
import { notFound } from '../errors/bffError.js';
import { sendError } from '../errors/errorHandler.js';
import { sendPageOf } from '../pages/sitePage.js';

/** A page's path with a trailing slash is sent to the one without it for good: it is the same page. */
const TRAILING_SLASH_CACHE_CONTROL = 'public, max-age=86400';

/** Paths that are never pages, even when nothing else answers them. */
function isServerPath(path: string): boolean {
  return path === '/cms' || path.startsWith('/cms/') || path.startsWith('/_bff/');
}

/** A last segment with an extension names a file, which gets a plain 404 rather than the app. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/**
 * What no route answers: a JSON 404 for anything but a page read (the API, files, other methods); a page's
 * path with a trailing slash sent on to the page (only a path of the route table: a path of another shape
 * is not ours to name); and for any other path the not-found page, rendered like a page, with 404.
 */
async function notFoundPlugin(app: FastifyInstance): Promise<void> {
  const sendPage = sendPageOf(app.builtSite);
  app.setNotFoundHandler((request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isServerPath(path) || looksLikeFile(path)) {
      return sendError(reply, notFound({ en: 'Not found', zh: '页面不存在' }));
    }
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (bare !== path && bare !== '' && matchRoute(bare) !== null) {
      return reply
        .code(301)
        .header('location', query === undefined ? bare : `${bare}?${query}`)
        .header('cache-control', TRAILING_SLASH_CACHE_CONTROL)
        .send();
    }
    return sendPage(request, reply, null);
  });
}

export default fp(notFoundPlugin, { name: 'bff-not-found', fastify: '5.x', dependencies: ['bff-built-site'] });
