import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOME_CODE } from '../../shared/constants.js';
import { checkedRoute, getHref, ROUTES, type RouteId } from '../../shared/routes.js';
import { sendPageOf } from '../pages/sitePage.js';

const HOME_PATH = getHref('homeIndex', { fdCode: HOME_CODE });
/** The route kinds' ids; `home` (`/`) only sends on. */
const PAGE_ROUTES = (Object.keys(ROUTES) as RouteId[]).filter((id) => id !== 'home');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route kind of a page route: the route table's id its pattern comes from. */
    routeId?: RouteId;
  }
}

/**
 * The pages: each route of the route table is a route of the BFF's router, which matches the path once;
 * the route's id and parameters then travel with the request to the renderer. A parameter that fails its
 * check (a code of the wrong shape, an id of letters) is an unknown path, for the not-found handler. `/`
 * sends on to the home page.
 */
async function pagesPlugin(app: FastifyInstance): Promise<void> {
  const sendPage = sendPageOf(app.builtSite);
  app.get(ROUTES.home, async (request, reply) => {
    const query = request.url.split('?', 2)[1];
    return reply
      .code(302)
      .header('location', query === undefined ? HOME_PATH : `${HOME_PATH}?${query}`)
      .send();
  });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { routeId } = request.routeOptions.config;
    const route = routeId === undefined ? null : checkedRoute(routeId, request.params as Record<string, string>);
    if (route === null) return reply.callNotFound();
    return sendPage(request, reply, route);
  };
  for (const id of PAGE_ROUTES) app.get(ROUTES[id], { config: { routeId: id } }, answer);
}

export default fp(pagesPlugin, { name: 'bff-pages', fastify: '5.x', dependencies: ['bff-built-site'] });
