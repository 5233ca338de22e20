import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SharedCacheOp } from '../cache/redisLink.js';
import type { SharedRead } from '../cache/sharedTier.js';
import type { EdgePurgeOutcome } from '../edge/edgePurger.js';
import type { PictureFormat } from '../images/outputFormat.js';
import type { VariantEvent } from '../images/pictureVariants.js';
import type { VariantKind } from '../images/variantSpec.js';
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
/** Seconds to make one variant: tens of milliseconds for small ones, seconds for huge originals. */
const VARIANT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the picture gauges read when `/metrics` is scraped. */
export interface PictureGauges {
  cacheBytes(): number;
  cacheEntries(): number;
  running(): number;
  waiting(): number;
}

/** What the answer cache's gauges read when `/metrics` is scraped. */
export interface AnswerCacheGauges {
  bytes(): number;
  entries(): number;
}

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
  readonly quietCollections = new Counter({
    name: 'bff_quiet_collections_total',
    help: 'Full collections the BFF ran after going quiet with garbage left over in its heap.',
    registers: [this.registry],
  });
  readonly sharedCacheReads = new Counter({
    name: 'bff_shared_cache_reads_total',
    help: 'Reads of the shared cache after a miss in memory: hit (fresh), stale or miss.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly imageVariants = new Counter({
    name: 'bff_image_variants_total',
    help: 'Answers of picture variants, by kind (width: a copy of one width; card: a share card) and event: made for the request, hit (from the picture cache, or shared with the request making it), fallback (the original sent instead: queue full or worker stopped) or error (too large or unreadable).',
    labelNames: ['event', 'kind'] as const,
    registers: [this.registry],
  });
  readonly imageVariantDuration = new Histogram({
    name: 'bff_image_variant_duration_seconds',
    help: 'Time to make one picture variant, without the wait in the queue, by output format and kind (width or card).',
    labelNames: ['format', 'kind'] as const,
    buckets: VARIANT_BUCKETS,
    registers: [this.registry],
  });
  readonly imageOriginals = new Counter({
    name: 'bff_image_original_fetches_total',
    help: 'Requests to the CMS for the originals of picture variants: fetched (downloaded) or not_modified (304, the held copy is used).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly edgePurges = new Counter({
    name: 'bff_edge_purges_total',
    help: 'Purges sent to an edge cache (EDGE_PURGE_URLS), one per edge and purge, by outcome: ok (every request answered 2xx), failed (another status, or the edge unreachable, after the retries) or timeout (no answer within the 2 s budget).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  #pictureGauges: PictureGauges | null = null;
  #answerGauges: AnswerCacheGauges | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const answers = (): AnswerCacheGauges | null => this.#answerGauges;
    new Gauge({
      name: 'bff_cache_bytes',
      help: 'Bytes the answer cache counts for its entries (answers, pages, sitemaps, their copies), against CACHE_MAX_MB.',
      registers: [this.registry],
      collect(): void {
        this.set(answers()?.bytes() ?? 0);
      },
    });
    new Gauge({
      name: 'bff_cache_entries',
      help: 'Entries held by the answer cache.',
      registers: [this.registry],
      collect(): void {
        this.set(answers()?.entries() ?? 0);
      },
    });
    const gauges = (): PictureGauges | null => this.#pictureGauges;
    new Gauge({
      name: 'bff_image_cache_bytes',
      help: 'Bytes held by the picture cache (variants and originals), against IMAGE_CACHE_MAX_MB.',
      registers: [this.registry],
      collect(): void {
        this.set(gauges()?.cacheBytes() ?? 0);
      },
    });
    new Gauge({
      name: 'bff_image_cache_entries',
      help: 'Variants and originals held by the picture cache.',
      registers: [this.registry],
      collect(): void {
        this.set(gauges()?.cacheEntries() ?? 0);
      },
    });
    new Gauge({
      name: 'bff_image_queue_jobs',
      help: 'Picture variants being made (running) and waiting their turn (waiting).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect(): void {
        this.set({ state: 'running' }, gauges()?.running() ?? 0);
        this.set({ state: 'waiting' }, gauges()?.waiting() ?? 0);
      },
    });
  }

  /** Where the answer cache's gauges read their values (the cache plugin, once the cache exists). */
  watchAnswers(gauges: AnswerCacheGauges): void {
    this.#answerGauges = gauges;
  }

  /** Where the picture gauges read their values (the pictures plugin, once its cache is open). */
  watchPictures(gauges: PictureGauges): void {
    this.#pictureGauges = gauges;
  }

  imageVariant(event: VariantEvent, kind: VariantKind): void {
    this.imageVariants.inc({ event, kind });
  }

  imageVariantMade(format: PictureFormat, kind: VariantKind, seconds: number): void {
    this.imageVariantDuration.observe({ format, kind }, seconds);
  }

  imageOriginal(result: 'fetched' | 'not_modified'): void {
    this.imageOriginals.inc({ result });
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

  edgePurge(outcome: EdgePurgeOutcome): void {
    this.edgePurges.inc({ outcome });
  }

  upstreamResult(path: string, seconds: number, failure: UpstreamErrorKind | null): void {
    this.upstreamDuration.observe({ path }, seconds);
    if (failure !== null) this.upstreamErrors.inc({ kind: failure });
  }
}
