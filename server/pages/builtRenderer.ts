import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { parseTemplate, type DocumentTemplate } from './documentTemplate.js';
import type { IndexPages } from './indexPages.js';
import { PageRenderer, type SendShell } from './pageRenderer.js';
import { loadServerEntry, serverEntryPath } from './serverEntry.js';

/**
 * The page renderer over the built index pages, or null when the renderer's build is missing or the
 * index page cannot be filled in (pages are then the client shell, as before server rendering).
 */
export async function builtPageRenderer(
  app: FastifyInstance,
  config: Config,
  pages: IndexPages,
  shell: SendShell,
): Promise<PageRenderer | null> {
  const entry = await loadServerEntry(config.clientDir);
  const plain = parseTemplate(pages.plain.body.toString('utf8'));
  if (entry === null || plain === null) {
    app.log.warn(
      { entry: serverEntryPath(config.clientDir) },
      'pages are not rendered on the server: run `npm run build`',
    );
    return null;
  }
  const templates = new Map<string, DocumentTemplate>();
  for (const [route, html] of pages.renderedByRoute) templates.set(route, parseTemplate(html) ?? plain);
  return new PageRenderer({
    entry,
    answers: app.answers,
    cache: app.responseCache,
    metrics: app.metrics,
    siteUrl: config.siteUrl,
    pageTtlMs: config.pageTtlMs,
    staleMs: config.cacheStaleMs,
    dataTimeoutMs: config.ssrDataTimeoutMs,
    // An unknown path is drawn as the not-found page.
    template: (routeId) => templates.get(routeId ?? 'notFound') ?? plain,
    shell,
  });
}
