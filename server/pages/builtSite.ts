import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { matchesEntityTag } from '../http/contentEncoding.js';
import { builtPageRenderer } from './builtRenderer.js';
import { indexPages, type IndexPages } from './indexPages.js';
import type { PageRenderer, SendShell } from './pageRenderer.js';

/** `index.html` and unhashed files are revalidated on every visit. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The built client as the BFF serves it: the shell of each route kind, and the server renderer. */
export interface BuiltSite {
  sendShell: SendShell;
  /** Null when the renderer's build is missing: pages are then the client shell. */
  renderer: PageRenderer | null;
}

/** The client shell of a route kind, from its index page (the plain one for a route the build did not list). */
function shellSender(pages: IndexPages): SendShell {
  return (request, reply, status, routeId) => {
    const page = (routeId !== null && pages.byRoute.get(routeId)) || pages.plain;
    reply.code(status).header('cache-control', status === 503 ? 'no-store' : REVALIDATE_CACHE_CONTROL);
    if (status !== 200) return reply.type('text/html; charset=utf-8').send(page.body);
    reply.header('etag', page.tag);
    if (matchesEntityTag(request.headers['if-none-match'], [page.tag])) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.body);
  };
}

/** Reads the build once, at start: null when there is none (`npm run build` has not run). */
export async function loadBuiltSite(app: FastifyInstance, config: Config): Promise<BuiltSite | null> {
  const index = await readFile(join(config.clientDir, 'index.html')).catch(() => null);
  if (index === null) {
    app.log.warn({ clientDir: config.clientDir }, 'the client is not built: run `npm run build`');
    return null;
  }
  const pages = await indexPages(config.clientDir, index, app.log);
  const sendShell = shellSender(pages);
  return { sendShell, renderer: await builtPageRenderer(app, config, pages, sendShell) };
}
