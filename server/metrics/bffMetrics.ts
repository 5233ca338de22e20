import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { SharedCacheOp } from '../cache/redisLink.js';
import type { SharedRead } from '../cache/sharedTier.js';
import type { EdgePurgeOutcome } from '../edge/edgePurger.js';
import type { PictureFormat } from '../images/outputFormat.js';
import type { VariantEvent } from '../images/pictureVariants.js';
import type { VariantKind } from '../images/variantSpec.js';
import type { UpstreamErrorKind } from '../upstream/upstreamErrors.js';
import { LABEL_VALUES, type CacheEventGroup, type PageRenderOutcome, type PurgeScope } from './labelValues.js';
import type { MemoryBounds } from './memoryBounds.js';
import { requestKind } from './requestKind.js';
import { registerScrapedGauges, type AnswerCacheGauges, type PictureGauges } from './scrapedGauges.js';
import { Tally } from './tally.js';

export type { CacheEventGroup, PageRenderOutcome, PurgeScope } from './labelValues.js';
export type CacheEvent = 'hit' | 'miss' | 'stale' | 'bypass';

/** Seconds; the last buckets reach the default upstream timeout. */
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];
/** Seconds to make one variant: tens of milliseconds for small ones, seconds for huge originals. */
const VARIANT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

/** Reports each label value of a counter from zero (see `LABEL_VALUES`). */
function fromZero<L extends string>(counter: Counter<L>, label: L, values: readonly string[]): void {
  for (const value of values) counter.inc({ [label]: value } as Partial<Record<L, string>>, 0);
}

/**
 * The BFF's Prometheus metrics (the names README's "Operations" lists), in a registry of their own per app
 * instance, so apps built side by side in tests never share counters. `bounds` (the configured memory
 * bounds) adds their gauges.
 */
export class BffMetrics {
  readonly registry = new Registry();
  /** Requests answered, counted on every request, so tallied (see `Tally`); the kind follows from the route. */
  readonly httpRequests: Tally<'route', 'status', 'kind'> = new Tally(
    new Counter({
      name: 'bff_http_requests_total',
      help: 'HTTP requests answered, by route pattern, status code and kind (page, api, picture, static, operations).',
      labelNames: ['route', 'status', 'kind'] as const,
      registers: [this.registry],
      collect: (): void => this.httpRequests.publish(),
    }),
    'route',
    'status',
    { name: 'kind', of: requestKind },
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
  readonly #staleOnError = new Counter({
    name: 'bff_cache_stale_on_error_total',
    help: 'Answers, pages and sitemaps served stale because their last refresh from the CMS failed, by group.',
    labelNames: ['group'] as const,
    registers: [this.registry],
  });
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
  readonly #sharedCacheErrors = new Counter({
    name: 'bff_shared_cache_errors_total',
    help: 'Shared cache (Redis) operations that failed, timed out, were skipped while Redis was unavailable, or read a value that is not an entry, by operation.',
    labelNames: ['op'] as const,
    registers: [this.registry],
  });
  readonly #pageRenders = new Counter({
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
  readonly #sharedCacheReads = new Counter({
    name: 'bff_shared_cache_reads_total',
    help: 'Reads of the shared cache after a miss in memory: hit (fresh), stale or miss.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly #imageVariants = new Counter({
    name: 'bff_image_variants_total',
    help: 'Answers of picture variants, by kind (width: a copy of one width; card: a share card) and event: made for the request, hit (from the picture cache, or shared with the request making it), fallback (the original sent instead: queue full or worker stopped) or error (too large or unreadable).',
    labelNames: ['event', 'kind'] as const,
    registers: [this.registry],
  });
  readonly #imageVariantDuration = new Histogram({
    name: 'bff_image_variant_duration_seconds',
    help: 'Time to make one picture variant, without the wait in the queue, by output format and kind (width or card).',
    labelNames: ['format', 'kind'] as const,
    buckets: VARIANT_BUCKETS,
    registers: [this.registry],
  });
  readonly #imageOriginals = new Counter({
    name: 'bff_image_original_fetches_total',
    help: 'Requests to the CMS for the originals of picture variants: fetched (downloaded) or not_modified (304, the held copy is used).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly #purges = new Counter({
    name: 'bff_cache_purges_total',
    help: 'Purges carried out (POST /_bff/cache/purge), by scope: keys (surrogate keys), prefix (cache keys under a prefix) or all.',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });
  readonly #edgePurges = new Counter({
    name: 'bff_edge_purges_total',
    help: 'Purges sent to an edge cache (EDGE_PURGE_URLS), one per edge and purge, by outcome: ok (every request answered 2xx), failed (another status, or the edge unreachable, after the retries) or timeout (no answer within the 2 s budget).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  #pictureGauges: PictureGauges | null = null;
  #answerGauges: AnswerCacheGauges | null = null;

  constructor(bounds: MemoryBounds | null = null) {
    collectDefaultMetrics({ register: this.registry });
    registerScrapedGauges(this.registry, {
      answers: () => this.#answerGauges,
      pictures: () => this.#pictureGauges,
      bounds,
    });
    fromZero(this.upstreamErrors, 'kind', LABEL_VALUES.upstreamErrorKind);
    fromZero(this.#pageRenders, 'outcome', LABEL_VALUES.pageRenderOutcome);
    fromZero(this.#staleOnError, 'group', LABEL_VALUES.cacheEventGroup);
    for (const kind of LABEL_VALUES.variantKind) {
      for (const event of LABEL_VALUES.variantEvent) this.#imageVariants.inc({ event, kind }, 0);
    }
  }

  /** Where the answer cache's gauges read their values (the cache plugin, once the cache exists). */
  watchAnswers(gauges: AnswerCacheGauges): void {
    this.#answerGauges = gauges;
  }

  /** Where the picture gauges read their values (the pictures plugin, once its cache is open). */
  watchPictures(gauges: PictureGauges): void {
    this.#pictureGauges = gauges;
  }

  /** The replica shares a cache in Redis: its reads and errors are reported from zero. */
  expectSharedCache(): void {
    fromZero(this.#sharedCacheReads, 'result', LABEL_VALUES.sharedRead);
    fromZero(this.#sharedCacheErrors, 'op', LABEL_VALUES.sharedCacheOp);
  }

  /** The purge route exists (`ADMIN_TOKEN`): purges are reported from zero, and edge purges with edges. */
  expectPurges(withEdges: boolean): void {
    fromZero(this.#purges, 'scope', LABEL_VALUES.purgeScope);
    if (withEdges) fromZero(this.#edgePurges, 'outcome', LABEL_VALUES.edgePurgeOutcome);
  }

  imageVariant(event: VariantEvent, kind: VariantKind): void {
    this.#imageVariants.inc({ event, kind });
  }

  imageVariantMade(format: PictureFormat, kind: VariantKind, seconds: number): void {
    this.#imageVariantDuration.observe({ format, kind }, seconds);
  }

  imageOriginal(result: 'fetched' | 'not_modified'): void {
    this.#imageOriginals.inc({ result });
  }

  cacheEvent(event: CacheEvent, group: CacheEventGroup = 'api'): void {
    this.#cacheEvents.add(event, group);
  }

  /** A stale entry was served because its last refresh failed (stale-if-error). */
  staleOnError(group: CacheEventGroup): void {
    this.#staleOnError.inc({ group });
  }

  pageRender(outcome: PageRenderOutcome): void {
    this.#pageRenders.inc({ outcome });
  }

  sharedCacheError(op: SharedCacheOp): void {
    this.#sharedCacheErrors.inc({ op });
  }

  sharedCacheRead(result: SharedRead): void {
    this.#sharedCacheReads.inc({ result });
  }

  purge(scope: PurgeScope): void {
    this.#purges.inc({ scope });
  }

  edgePurge(outcome: EdgePurgeOutcome): void {
    this.#edgePurges.inc({ outcome });
  }

  upstreamResult(path: string, seconds: number, failure: UpstreamErrorKind | null): void {
    this.upstreamDuration.observe({ path }, seconds);
    if (failure !== null) this.upstreamErrors.inc({ kind: failure });
  }
}
