import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LANG_PARAM } from '../../shared/seo/pageUrls.js';
import type { RenderedPage, ServerEntry } from '../../shared/ssr/renderContract.js';
import type { AnswerService } from '../api/answerService.js';
import { requestCopies, sendAnswer, type EntryKind } from '../api/sendAnswer.js';
import type { CacheLookup, LoadedEntry, ResponseCache } from '../cache/responseCache.js';
import { NO_COPY, type CopyPlan } from '../cache/storedAnswer.js';
import type { BffMetrics } from '../metrics/bffMetrics.js';
import { siteOrigin } from '../http/siteOrigin.js';
import { fillTemplate, type DocumentTemplate } from './documentTemplate.js';
import { headTags } from './headTags.js';
import { createPageTransport } from './pageTransport.js';
import { readPageRequest, type PageRequest } from './pageRequest.js';
import { accountRender, DEGRADED_PAGE_TTL_MS } from './renderAccount.js';

export const PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';
/** Pages are revalidated on every visit: the entity tag makes that cheap (docs/server-rendering.md). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** The language cookie chooses the page's language. */
export const PAGE_KIND: EntryKind = { contentType: PAGE_CONTENT_TYPE, vary: 'Cookie, Accept-Encoding' };
/** When the CMS fails and nothing is cached, browsers and crawlers are asked to come back after this. */
export const RETRY_AFTER_SECONDS = 30;
/** Page entries in the shared cache start with this. */
export const PAGE_KEY_PREFIX = 'page:';

interface RenderOutput {
  body: string;
  page: RenderedPage;
  /** Cache keys of the answers the page was drawn from. */
  dependsOn: string[];
  /** The page's surrogate keys, as dependencies (`pageTransport.ts`): its `Surrogate-Key` once stored. */
  surrogateSources: string[];
  /** Time the render took, data included (sent as `Server-Timing` on the request that rendered). */
  renderMs: number;
}

/** `Server-Timing` of a rendered page: operators and the bench read the render's own time from it. */
const serverTiming = (ms: number) => `render;dur=${ms.toFixed(1)}`;

/** A render that must not be stored (a 404, a failed or late render), carried past the cache to the reply. */
class UncachedPage extends Error {
  constructor(readonly output: RenderOutput) {
    super('this page is not kept in the page cache');
  }
}

/** A render that asked for another address (`/` and its loader). */
class RenderRedirect extends Error {
  constructor(
    readonly status: number,
    readonly location: string,
  ) {
    super('the page redirects');
  }
}

export interface PageRendererOptions {
  entry: ServerEntry;
  answers: AnswerService;
  cache: ResponseCache;
  metrics: BffMetrics;
  siteUrl: string | null;
  pageTtlMs: number;
  dataTimeoutMs: number;
  /** The built `index.html` of a route kind, cut for filling in; and the plain shell of that route kind. */
  template: (routeId: string | null) => DocumentTemplate;
  shell: (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;
}

/**
 * Server-rendered pages (docs/server-rendering.md): each page is rendered with the BFF's own answers and kept in the
 * shared cache as a page entry (with the keys of the answers it was drawn from), so it follows the same
 * freshness, stale and coalescing rules as answers. A 404, a late render and a failure are not kept, a
 * page drawn with a block's fallback is kept a few seconds; a failed essential call with nothing stale
 * gives the client shell with 503.
 */
export class PageRenderer {
  readonly #options: PageRendererOptions;

  constructor(options: PageRendererOptions) {
    this.#options = options;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { cache, metrics, pageTtlMs } = this.#options;
    const page = readPageRequest(request);
    const origin = siteOrigin(this.#options.siteUrl, request);
    const cacheable = page.route !== null && pageTtlMs > 0;
    if (cacheable) {
      const fresh = cache.fresh(pageKey(page, origin));
      if (fresh !== undefined) {
        metrics.cacheEvent('hit', 'page');
        return sendAnswer(
          request,
          reply,
          fresh,
          'HIT',
          PAGE_CACHE_CONTROL,
          Math.floor(cache.ageOf(fresh) / 1000),
          PAGE_KIND,
        );
      }
    }
    try {
      if (!cacheable) {
        metrics.cacheEvent('miss', 'page');
        const output = await this.#render(page, origin, request.log);
        return await this.#sendUnkept(request, reply, page, origin, new UncachedPage(output));
      }
      const { answer, status, renderMs } = await this.#lookup(page, origin, request.log, requestCopies(request));
      if (renderMs !== null) reply.header('server-timing', serverTiming(renderMs));
      metrics.cacheEvent(status === 'HIT' ? 'hit' : status === 'STALE' ? 'stale' : 'miss', 'page');
      return sendAnswer(
        request,
        reply,
        answer,
        status,
        PAGE_CACHE_CONTROL,
        Math.floor(cache.ageOf(answer) / 1000),
        PAGE_KIND,
      );
    } catch (error) {
      if (cacheable) metrics.cacheEvent('miss', 'page');
      if (error instanceof UncachedPage) return this.#sendUnkept(request, reply, page, origin, error);
      if (error instanceof RenderRedirect) return reply.code(error.status).header('location', error.location).send();
      request.log.error({ err: error }, 'the page could not be rendered; the client shell is sent instead');
      return this.#options.shell(request, reply, 200);
    }
  }

  /**
   * A page through the page cache: rendered on a miss and kept when whole; a render not to keep is thrown
   * as `UncachedPage`. `renderMs` is set when this call rendered it.
   */
  async #lookup(
    page: PageRequest,
    origin: string,
    log: FastifyBaseLogger,
    copies: CopyPlan = NO_COPY,
  ): Promise<CacheLookup & { renderMs: number | null }> {
    let renderMs: number | null = null;
    const { cache, pageTtlMs } = this.#options;
    const found = await cache.lookup(
      pageKey(page, origin),
      pageTtlMs,
      async () => {
        const output = await this.#render(page, origin, log);
        const { status, complete, failed, degraded } = output.page;
        if (status !== 200 || !complete || failed) throw new UncachedPage(output);
        renderMs = output.renderMs;
        // A page drawn with a block's fallback is kept only briefly: the next visitors may get the real one.
        const ttlMs = degraded.length > 0 ? DEGRADED_PAGE_TTL_MS : undefined;
        const dependsOn = [...output.dependsOn, ...output.surrogateSources];
        return { body: output.body, dependsOn, ttlMs } satisfies LoadedEntry;
      },
      copies,
    );
    return { ...found, renderMs };
  }

  async #render(page: PageRequest, origin: string, log: FastifyBaseLogger): Promise<RenderOutput> {
    const { entry, answers, dataTimeoutMs, template } = this.#options;
    const started = performance.now();
    const { transport, keys, surrogateSources } = createPageTransport(answers);
    const result = await entry.render({ url: page.renderUrl, locale: page.locale, transport, dataTimeoutMs });
    if (result.kind === 'redirect') throw new RenderRedirect(result.status, result.location);
    accountRender(result, page.route?.id ?? null, page.path, this.#options.metrics, log);
    const notFound = result.status === 404;
    const tags = headTags(
      result.head,
      { origin, locale: page.locale, path: page.path, canonicalQuery: page.canonicalQuery },
      notFound,
    );
    const body = fillTemplate(template(page.route?.id ?? null), {
      lang: result.head.lang,
      headTags: tags,
      html: result.html,
      stateJson: result.stateJson,
    });
    const renderMs = performance.now() - started;
    return { body, page: result, dependsOn: [...keys], surrogateSources: surrogateSources(), renderMs };
  }

  /**
   * Where a page not found in the language the cookie or the default chose is found: the same address in
   * the other language, for a link that names the other language's column (`/columnstock/egpxx` sent to
   * someone whose browser has no English cookie). Null when the URL named its language, or the other
   * language has no such page either.
   */
  async #otherLanguageAddress(
    page: PageRequest,
    origin: string,
    output: RenderOutput,
    log: FastifyBaseLogger,
  ): Promise<string | null> {
    if (output.page.status !== 404 || output.page.failed || page.route === null || page.localeInUrl) return null;
    const other = page.locale === 'zh' ? 'en' : 'zh';
    const there = { ...page, locale: other } satisfies PageRequest;
    // Through the page cache when it is on, so the address the visitor is sent to is already rendered.
    const found =
      this.#options.pageTtlMs > 0
        ? await this.#lookup(there, origin, log).then(
            () => true,
            (error: unknown) => (error instanceof UncachedPage ? isPage(error.output) : false),
          )
        : await this.#render(there, origin, log).then(isPage, () => false);
    if (!found) return null;
    const [, query = ''] = page.renderUrl.split('?', 2);
    // The language goes in the URL, Chinese as well: the cookie that chose the first language still holds.
    return `${page.path}?${LANG_PARAM}=${other}${query === '' ? '' : `&${query}`}`;
  }

  /** A render not to be kept: the other language's address when the page is only there, else as it is. */
  async #sendUnkept(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    origin: string,
    uncached: UncachedPage,
  ): Promise<FastifyReply> {
    const elsewhere = await this.#otherLanguageAddress(page, origin, uncached.output, request.log);
    if (elsewhere !== null) return sendPageRedirect(reply, elsewhere);
    return this.#sendUncached(request, reply, uncached);
  }

  #sendUncached(request: FastifyRequest, reply: FastifyReply, { output }: UncachedPage): FastifyReply {
    // A failing CMS comes first: what the render took for 'not found' may be a call that failed.
    if (output.page.failed) {
      // The CMS failed and nothing was cached: the shell, which asks again from the browser.
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return this.#options.shell(request, reply, 503);
    }
    return reply
      .code(output.page.status)
      .header('server-timing', serverTiming(output.renderMs))
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('vary', PAGE_KIND.vary)
      .header('x-cache', 'MISS')
      .type(PAGE_CONTENT_TYPE)
      .send(output.body);
  }
}

/** A page's address in the other language: a temporary redirect, as the answer depends on the cookie. */
function sendPageRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .code(302)
    .header('location', location)
    .header('cache-control', PAGE_CACHE_CONTROL)
    .header('vary', PAGE_KIND.vary)
    .send();
}

function pageKey(page: PageRequest, origin: string): string {
  return `${PAGE_KEY_PREFIX}${page.locale}:${origin}${page.renderUrl}`;
}

/** A render that drew the page (perhaps only in part): not a 404, not a failed CMS. */
const isPage = (output: RenderOutput): boolean => output.page.status === 200 && !output.page.failed;
