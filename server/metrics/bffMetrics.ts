import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { SharedCacheOp } from '../cache/redisLink.js';
import type { SharedRead } from '../cache/sharedTier.js';
import type { UpstreamErrorKind } from '../upstream/upstreamErrors.js';
import { Tally } from './tally.js';

export type CacheEvent = 'hit' | 'miss' | 'stale' | 'bypass';
/** What a cache event was about: an API answer, a rendered page, or a sitemap or feed. */
export type CacheEventGroup = 'api' | 'page' | 'sitemap';

/**
 * How a page render went: every call answered, secondary calls failed (their blocks drawn with their
 * fallbacks, or drawn loading past the time budget), or an essential call failed (no page).
 */
export type PageRenderOutcome = 'full' | 'degraded' | 'failed';

/** Seconds; the last buckets reach the default upstream timeout. */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/**
 * The BFF's Prometheus metrics (the names README's "Operations" lists), in a registry of their own per app instance, so apps
 * built side by side in tests never share counters.
 */
export class BffMetrics {
  readonly registry = new Registry();
  /** Requests answered, counted on every request, so tallied (see `Tally`). */
  readonly httpRequests: Tally<'route', 'status'> = new Tally(
    new Counter({
      name: 'bff_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status code.',
      labelNames: ['route', 'status'] as const,
      registers: [this.registry],
      collect: (): void => this.httpRequests.publish(),
    }),
    'route',
    'status',
  );
  readonly #cacheEvents: Tally<'event', 'group'> = new Tally(
    new Counter({
      name: 'bff_cache_events_total',
      help: 'Cache outcomes of API answers, rendered pages and sitemaps: hit, miss, stale or bypass.',
      labelNames: ['event', 'group'] as const,
      registers: [this.registry],
      collect: (): void => this.#cacheEvents.publish(),
    }),
    'event',
    'group',
  );
  readonly upstreamDuration = new Histogram({
    name: 'bff_upstream_request_duration_seconds',
    help: 'Duration of calls to the CMS, by upstream path.',
    labelNames: ['path'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers: [this.registry],
  });
  readonly upstreamErrors = new Counter({
    name: 'bff_upstream_errors_total',
    help: 'Failed calls to the CMS, by kind of failure.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly sharedCacheErrors = new Counter({
    name: 'bff_shared_cache_errors_total',
    help: 'Shared cache (Redis) operations that failed, timed out, were skipped while Redis was unavailable, or read a value that is not an entry, by operation.',
    labelNames: ['op'] as const,
    registers: [this.registry],
  });
  readonly pageRenders = new Counter({
    name: 'bff_page_renders_total',
    help: 'Server renders of pages, by outcome: full, degraded (secondary calls failed or late) or failed (an essential call failed).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly sharedCacheReads = new Counter({
    name: 'bff_shared_cache_reads_total',
    help: 'Reads of the shared cache after a miss in memory: hit (fresh), stale or miss.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  cacheEvent(event: CacheEvent, group: CacheEventGroup = 'api'): void {
    this.#cacheEvents.add(event, group);
  }

  pageRender(outcome: PageRenderOutcome): void {
    this.pageRenders.inc({ outcome });
  }

  sharedCacheError(op: SharedCacheOp): void {
    this.sharedCacheErrors.inc({ op });
  }

  sharedCacheRead(result: SharedRead): void {
    this.sharedCacheReads.inc({ result });
  }

  upstreamResult(path: string, seconds: number, failure: UpstreamErrorKind | null): void {
    this.upstreamDuration.observe({ path }, seconds);
    if (failure !== null) this.upstreamErrors.inc({ kind: failure });
  }
}
