import type { SharedCacheOp } from '../cache/redisLink.js';
import type { SharedRead } from '../cache/sharedTier.js';
import type { EdgePurgeOutcome } from '../edge/edgePurger.js';
import type { VariantEvent } from '../images/pictureVariants.js';
import type { VariantKind } from '../images/variantSpec.js';
import type { UpstreamErrorKind } from '../upstream/upstreamErrors.js';

/** Whether a purge named surrogate keys, a prefix of cache keys, or everything: the `scope` of a purge. */
export type PurgeScope = 'keys' | 'prefix' | 'all';

/** What a cache event was about: an API answer, a rendered page, or a sitemap or feed. */
export type CacheEventGroup = 'api' | 'page' | 'sitemap';

/**
 * How a page render went: every call answered, secondary calls failed (their blocks drawn with their
 * fallbacks, or drawn loading past the time budget), or an essential call failed (no page).
 */
export type PageRenderOutcome = 'full' | 'degraded' | 'failed';

/** Every value of a label, from a record the compiler checks holds each member of the union. */
const every = <T extends string>(members: Record<T, true>): readonly T[] => Object.keys(members) as T[];

/**
 * The label values a counter is reported with from zero, before the first count: a series that appears
 * only when something first goes wrong reads as "no data" on a dashboard, and `rate()` misses its first
 * increase (Prometheus's advice: initialise the label values you know).
 */
export const LABEL_VALUES = {
  upstreamErrorKind: every<UpstreamErrorKind>({
    timeout: true,
    unavailable: true,
    http_status: true,
    invalid_json: true,
    too_large: true,
    envelope: true,
    shape: true,
    not_found: true,
  }),
  pageRenderOutcome: every<PageRenderOutcome>({ full: true, degraded: true, failed: true }),
  cacheEventGroup: every<CacheEventGroup>({ api: true, page: true, sitemap: true }),
  variantEvent: every<VariantEvent>({ made: true, hit: true, error: true, fallback: true }),
  variantKind: every<VariantKind>({ width: true, card: true }),
  sharedRead: every<SharedRead>({ hit: true, stale: true, miss: true }),
  sharedCacheOp: every<SharedCacheOp>({
    connect: true,
    read: true,
    decode: true,
    lock: true,
    write: true,
    release: true,
    purge: true,
    publish: true,
  }),
  edgePurgeOutcome: every<EdgePurgeOutcome>({ ok: true, failed: true, timeout: true }),
  purgeScope: every<PurgeScope>({ keys: true, prefix: true, all: true }),
};
