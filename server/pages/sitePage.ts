import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteMatch } from '../../shared/routes.js';
import type { BuiltSite } from './builtSite.js';

export const NOT_BUILT_MESSAGE = 'The site is not built yet: run `npm run build`, then start the server again.\n';

/** Sends a page of `route` (null: the not-found page): rendered, else the client shell. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteMatch | null,
) => FastifyReply | Promise<FastifyReply>;

/**
 * How pages are sent with the build there is: server-rendered; the client shell when the renderer's build
 * is missing (a 404 for the not-found page and unknown paths); a plain 503 that says what to do before a
 * build.
 */
export function sendPageOf(site: BuiltSite | null): SendPage {
  if (site === null) {
    return (_request, reply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  }
  const { renderer, sendShell } = site;
  if (renderer !== null) return (request, reply, route) => renderer.send(request, reply, route);
  return (request, reply, route) =>
    sendShell(request, reply, route === null || route.id === 'notFound' ? 404 : 200, route?.id ?? null);
}
