import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage } from '../../shared/ssr/renderContract.js';
import type { BffMetrics, PageRenderOutcome } from '../metrics/bffMetrics.js';

/**
 * How long a page drawn with fallbacks stays fresh in the page cache: about as long as the BFF waits
 * before asking the CMS again for the answer that failed, so the next visitors get the whole page as soon
 * as the CMS answers again, while a burst of visitors during the failure is still answered from the cache.
 */
export const DEGRADED_PAGE_TTL_MS = 5_000;

/** The outcome of a render: an essential call failed, a secondary call failed or was late, or neither. */
export function renderOutcome(page: RenderedPage): PageRenderOutcome {
  if (page.failed) return 'failed';
  return page.degraded.length > 0 || !page.complete ? 'degraded' : 'full';
}

/** Counts a render by its outcome and logs one line for a degraded one: the route, the blocks, the causes. */
export function accountRender(
  page: RenderedPage,
  route: string | null,
  path: string,
  metrics: BffMetrics,
  log: FastifyBaseLogger,
): void {
  const outcome = renderOutcome(page);
  metrics.pageRender(outcome);
  if (outcome !== 'degraded') return;
  const blocks = page.degraded.map((failure) => failure.endpoint);
  log.warn(
    { route, path, blocks, causes: page.degraded.map((failure) => `${failure.endpoint}: ${failure.cause}`) },
    `page ${path} drawn with fallbacks for ${blocks.join(', ')}`,
  );
}
