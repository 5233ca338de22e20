import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  parseRoutePreloads,
  preloadLinks,
  renderedPageLinks,
  ROUTE_PRELOADS_FILE,
} from '../../shared/routePreloads.js';

export interface IndexPage {
  body: Buffer;
  tag: string;
}

const entityTag = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * `index.html` for each route kind: the build's file with the route's own scripts and style sheets
 * named at the end of `<head>` (from `route-preloads.json`), so they load alongside the entry. Without
 * that file, or for routes it does not list, the file as built.
 */
export interface IndexPages {
  plain: IndexPage;
  byRoute: Map<string, IndexPage>;
  /** The same for server-rendered pages, whose style sheets are linked rather than preloaded. */
  renderedByRoute: Map<string, string>;
}

/** Reads the build's route preload list once, at start, and makes each route kind's index page from it. */
export async function indexPages(clientDir: string, index: Buffer, log: FastifyInstance['log']): Promise<IndexPages> {
  const plain: IndexPage = { body: index, tag: entityTag(index) };
  const byRoute = new Map<string, IndexPage>();
  const renderedByRoute = new Map<string, string>();
  const raw = await readFile(join(clientDir, ROUTE_PRELOADS_FILE), 'utf8').catch(() => null);
  if (raw === null) return { plain, byRoute, renderedByRoute };
  let preloads = null;
  try {
    preloads = parseRoutePreloads(JSON.parse(raw));
  } catch {
    // Reported below with the shape check.
  }
  const html = index.toString('utf8');
  if (preloads === null || !html.includes('</head>')) {
    log.warn({ file: ROUTE_PRELOADS_FILE }, 'the route preload list is unreadable; pages load without it');
    return { plain, byRoute, renderedByRoute };
  }
  for (const [route, preload] of Object.entries(preloads)) {
    const body = Buffer.from(html.replace('</head>', `${preloadLinks(preload)}</head>`), 'utf8');
    byRoute.set(route, { body, tag: entityTag(body) });
    renderedByRoute.set(route, html.replace('</head>', `${renderedPageLinks(preload)}</head>`));
  }
  return { plain, byRoute, renderedByRoute };
}
