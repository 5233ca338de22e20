import { ENDPOINTS, endpointUrl, type CacheGroup, type EndpointName } from '../../shared/api/endpoints.js';
import type { CacheStatus, ResponseCache } from '../cache/responseCache.js';
import { NO_COPY, storeAnswer, type CopyPlan, type StoredAnswer } from '../cache/storedAnswer.js';
import type { BffMetrics } from '../metrics/bffMetrics.js';
import type { AnswerLoader } from './answerLoader.js';
import { cacheKey, type CanonicalParams } from './canonicalParams.js';

/** How an answer was obtained: from the cache (fresh or stale), the CMS, or the CMS past the cache. */
export type AnswerStatus = CacheStatus | 'BYPASS';

export interface ServedAnswer {
  answer: StoredAnswer;
  status: AnswerStatus;
  /** The cache key, or null when the answer did not go through the cache. */
  key: string | null;
}

export interface AnswerServiceOptions {
  cache: ResponseCache;
  load: AnswerLoader;
  metrics: BffMetrics;
  ttlMs: Readonly<Record<CacheGroup, number>>;
}

/**
 * One way to get an endpoint's canonical answer: from the shared cache (fresh, stale or coalesced miss)
 * or, for private requests and uncached groups, from the CMS. The `/cms/api` routes send what it gives;
 * the server renderer reads it in-process.
 */
export class AnswerService {
  readonly #cache: ResponseCache;
  readonly #load: AnswerLoader;
  readonly #metrics: BffMetrics;
  readonly #ttlMs: Readonly<Record<CacheGroup, number>>;

  constructor(options: AnswerServiceOptions) {
    this.#cache = options.cache;
    this.#load = options.load;
    this.#metrics = options.metrics;
    this.#ttlMs = options.ttlMs;
  }

  /** The cache key of a call, as the cache and the page dependencies name it. */
  keyOf(name: EndpointName, params: CanonicalParams): string {
    return cacheKey(endpointUrl(name), params);
  }

  /** A fresh cached answer, synchronously (the hit path), or undefined. */
  fresh(name: EndpointName, params: CanonicalParams): ServedAnswer | undefined {
    if (this.#ttlMs[ENDPOINTS[name].group] === 0) return undefined;
    const key = this.keyOf(name, params);
    const answer = this.#cache.fresh(key);
    if (answer === undefined) return undefined;
    this.#metrics.cacheEvent('hit');
    return { answer, status: 'HIT', key };
  }

  /**
   * The answer through the cache; throws the API error when there is neither an answer nor a stale one.
   * `copies`: the compressed copies a load makes at once (the encoding of the request that asks; none for
   * the page renderer, which reads the JSON); the others are made when a request first asks for them.
   */
  async get(name: EndpointName, params: CanonicalParams, copies: CopyPlan = NO_COPY): Promise<ServedAnswer> {
    const ttlMs = this.#ttlMs[ENDPOINTS[name].group];
    if (ttlMs === 0) {
      this.#metrics.cacheEvent('miss');
      return { answer: storeAnswer(await this.#load(name, params, {}), 0, 0, [], NO_COPY), status: 'MISS', key: null };
    }
    const hit = this.fresh(name, params);
    if (hit !== undefined) return hit;
    const key = this.keyOf(name, params);
    try {
      const { answer, status } = await this.#cache.lookup(key, ttlMs, () => this.#load(name, params, {}), copies);
      this.#metrics.cacheEvent(status === 'HIT' ? 'hit' : status === 'STALE' ? 'stale' : 'miss');
      return { answer, status, key };
    } catch (error) {
      // Only a miss can fail: a stale entry is served whatever its refresh does.
      this.#metrics.cacheEvent('miss');
      throw error;
    }
  }

  /** The answer for one visitor: straight from the CMS with their headers, never stored. */
  async private(
    name: EndpointName,
    params: CanonicalParams,
    headers: Readonly<Record<string, string>>,
  ): Promise<ServedAnswer> {
    this.#metrics.cacheEvent('bypass');
    const answer = storeAnswer(await this.#load(name, params, headers), 0, 0, [], NO_COPY);
    return { answer, status: 'BYPASS', key: null };
  }

  /** Freshness of a group's entries. */
  ttlOf(name: EndpointName): number {
    return this.#ttlMs[ENDPOINTS[name].group];
  }

  ageSeconds(answer: StoredAnswer): number {
    return Math.floor(this.#cache.ageOf(answer) / 1000);
  }
}
