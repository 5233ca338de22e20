import { ENDPOINTS, endpointUrl, type CacheGroup, type EndpointName } from '../../shared/api/endpoints.js';
import { LOCALES } from '../../shared/constants.js';
import type { CacheStatus, LoadedEntry, ResponseCache } from '../cache/responseCache.js';
import { NO_COPY, storeAnswer, type CopyPlan, type StoredAnswer } from '../cache/storedAnswer.js';
import { boundedKeys, surrogateSources } from '../cache/surrogateKeys.js';
import type { BffMetrics } from '../metrics/bffMetrics.js';
import type { AnswerLoader } from './answerLoader.js';
import { answerKeys } from './answerKeys.js';
import { cacheKey, type CanonicalParams } from './canonicalParams.js';
import { FolderCodes } from './folderCodes.js';

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
  readonly #folderCodes = new FolderCodes();

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
      const { json } = await this.#load(name, params, {});
      return { answer: storeAnswer(json, 0, 0, [], NO_COPY), status: 'MISS', key: null };
    }
    const hit = this.fresh(name, params);
    if (hit !== undefined) return hit;
    const key = this.keyOf(name, params);
    try {
      const { answer, status } = await this.#cache.lookup(key, ttlMs, () => this.#loadEntry(name, params), copies);
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
    const { json } = await this.#load(name, params, headers);
    return { answer: storeAnswer(json, 0, 0, [], NO_COPY), status: 'BYPASS', key: null };
  }

  /** Freshness of a group's entries. */
  ttlOf(name: EndpointName): number {
    return this.#ttlMs[ENDPOINTS[name].group];
  }

  ageSeconds(answer: StoredAnswer): number {
    return Math.floor(this.#cache.ageOf(answer) / 1000);
  }

  /** A shared answer from the CMS, with its surrogate keys among its dependencies. */
  async #loadEntry(name: EndpointName, params: CanonicalParams): Promise<LoadedEntry> {
    const { json, body } = await this.#load(name, params, {});
    return { body: json, dependsOn: surrogateSources(await this.#keysOf(name, params, body)) };
  }

  /**
   * The surrogate keys of a shared answer. An answer addressed by a folder id names the folder by its code,
   * learnt from the menus: when an id is not known yet, both languages' menus are read first, through the
   * cache (a hit, or one call each for every waiting answer). An id no menu names, or menus that cannot be
   * had, leave that folder's key out rather than fail the answer.
   */
  async #keysOf(name: EndpointName, params: CanonicalParams, body: unknown): Promise<string[]> {
    const codes = this.#folderCodes;
    if (name === 'folderList' && Array.isArray(body)) codes.learnTree(params.flag ?? 'zh', body);
    const codeOf = (id: number) => codes.code(id);
    let found = answerKeys(name, params, body, codeOf);
    if (found.unknownIds.length > 0 && (await this.#readMenus())) found = answerKeys(name, params, body, codeOf);
    return boundedKeys(found.keys);
  }

  /** Reads both languages' menus through the cache for their folder codes; false when none could be had. */
  async #readMenus(): Promise<boolean> {
    // With the menus' group uncached, each read would be a CMS call: answers go without those keys instead.
    if (this.ttlOf('folderList') === 0) return false;
    const reads = await Promise.allSettled(
      LOCALES.map(async (flag) => this.#folderCodes.learnAnswer(flag, (await this.get('folderList', { flag })).answer)),
    );
    return reads.some((read) => read.status === 'fulfilled');
  }
}
