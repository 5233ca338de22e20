import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteId, RouteMatch } from '../../shared/routes.js';
import type { ServerEntry } from '../../shared/ssr/renderContract.js';
import type { AnswerService } from '../answers/answerService.js';
import { requestCopies, sendStored } from '../http/sendStored.js';
import { pass, type CacheLookup, type CacheStatus, type Passed, type ResponseCache } from '../cache/responseCache.js';
import { NO_COPY, type CopyPlan, type StoredAnswer } from '../cache/storedAnswer.js';
import { surrogateKeyHeader } from '../cache/surrogateKeys.js';
import type { BffMetrics } from '../metrics/bffMetrics.js';
import { siteOrigin } from '../http/siteOrigin.js';
import { fillTemplate, type DocumentTemplate } from './documentTemplate.js';
import { headTags } from './headTags.js';
import {
  kindOf,
  namingChinese,
  PAGE_CONTENT_TYPE,
  pageCacheControl,
  UNKEPT_PAGE_CACHE_CONTROL,
} from './pageHeaders.js';
import { englishAnswer, sendOn, type EnglishAnswer } from './englishAnswer.js';
import { createPageTransport } from './pageTransport.js';
import { inLanguage, readPageRequest, type PageRequest } from './pageRequest.js';
import { accountRender, DEGRADED_PAGE_TTL_MS } from './renderAccount.js';
import {
  drawnOutcome,
  serverTiming,
  unhandledOutcome,
  type RenderOutcome,
  type RenderOutput,
  type SentRedirect,
  type UnkeptOutcome,
} from './renderOutcomes.js';

/** When the CMS fails and nothing is cached, browsers and crawlers are asked to come back after this. */
export const RETRY_AFTER_SECONDS = 30;
/** Page entries in the shared cache start with this. */
export const PAGE_KEY_PREFIX = 'page:';

export interface PageRendererOptions {
  entry: ServerEntry;
  answers: AnswerService;
  cache: ResponseCache;
  metrics: BffMetrics;
  siteUrl: string | null;
  pageTtlMs: number;
  /** How long after its time a page may still be served while it is refreshed or the CMS fails. */
  staleMs: number;
  dataTimeoutMs: number;
  /** The built `index.html` of a route kind, cut for filling in; and the plain shell of that route kind. */
  template: (routeId: string | null) => DocumentTemplate;
  shell: SendShell;
}

/** Sends the client shell of a route kind (the app then renders in the browser) with the given status. */
export type SendShell = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  routeId: RouteId | null,
) => FastifyReply;

/** A page from the page cache; `renderMs` is set when the lookup rendered it. */
type PageLookup = CacheLookup & { renderMs: number | null };

/**
 * Server-rendered pages (docs/server-rendering.md): each page is rendered with the BFF's own answers and kept in the
 * shared cache as a page entry (with the keys of the answers it was drawn from), so it follows the same
 * freshness, stale and coalescing rules as answers. A render's outcome is a value (`RenderOutcome`): a 404,
 * a late render, a failure and a redirect are passed back by the page cache unkept, to every request that
 * waited for the render; a page drawn with a block's fallback is kept a few seconds; a failed essential
 * call with nothing stale gives the client shell with 503. The language is the URL's: a bare URL is
 * Chinese, except that a `locale=en` cookie sends it on to the page's English URL when there is one.
 */
export class PageRenderer {
  readonly #options: PageRendererOptions;
  readonly #cacheControl: string;

  constructor(options: PageRendererOptions) {
    this.#options = options;
    this.#cacheControl = pageCacheControl(options.pageTtlMs, options.staleMs);
  }

  /** A page request, its route (matched by the BFF's router, its parameters checked) or null for an unknown path. */
  async send(request: FastifyRequest, reply: FastifyReply, route: RouteMatch | null): Promise<FastifyReply> {
    const page = readPageRequest(request, route);
    const origin = siteOrigin(this.#options.siteUrl, request);
    if (page.urlLocale === null && page.cookieLocale === 'en') {
      const english = await this.#inEnglish(page, origin, request.log);
      if (english.kind === 'redirect') return this.#sendRedirect(reply, page, 302, english.location, english.sent);
      // Not found in English either: the not-found page in the reader's language, at the address asked for.
      if (english.kind === 'notFound') return this.#sendOutcome(request, reply, page, english.outcome);
    }
    return this.#sendPage(request, reply, page, origin);
  }

  async #sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    origin: string,
  ): Promise<FastifyReply> {
    const { cache, metrics, pageTtlMs } = this.#options;
    const cacheable = page.route !== null && pageTtlMs > 0;
    if (cacheable) {
      const fresh = cache.fresh(pageKey(page, origin));
      if (fresh !== undefined) {
        metrics.cacheEvent('hit', 'page');
        return this.#sendKept(request, reply, page, fresh, 'HIT');
      }
    }
    let outcome: RenderOutcome;
    try {
      if (cacheable) {
        const found = await this.#lookup(page, origin, request.log, requestCopies(request));
        if (found.kind === 'kept') {
          const { answer, status, renderMs } = found;
          if (renderMs !== null) reply.header('server-timing', serverTiming(renderMs));
          metrics.cacheEvent(status === 'HIT' ? 'hit' : status === 'STALE' ? 'stale' : 'miss', 'page');
          return this.#sendKept(request, reply, page, answer, status);
        }
        metrics.cacheEvent('miss', 'page');
        outcome = found.value;
      } else {
        metrics.cacheEvent('miss', 'page');
        outcome = await this.#render(page, origin, request.log);
      }
    } catch (error) {
      if (cacheable) metrics.cacheEvent('miss', 'page');
      request.log.error({ err: error }, 'the page could not be rendered; the client shell is sent instead');
      return this.#options.shell(request, reply, 200, page.route?.id ?? null);
    }
    return this.#sendOutcome(request, reply, page, outcome);
  }

  /**
   * A page from the page cache. One drawn with a block's fallback is kept a few seconds only (a time
   * shorter than the page cache's): here, to answer a burst of visitors while the CMS fails; no one else
   * keeps it.
   */
  #sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    answer: StoredAnswer,
    status: CacheStatus,
  ) {
    const { cache, pageTtlMs } = this.#options;
    const control = answer.ttlMs < pageTtlMs ? UNKEPT_PAGE_CACHE_CONTROL : this.#cacheControl;
    return sendStored(request, reply, answer, status, control, Math.floor(cache.ageOf(answer) / 1000), kindOf(page));
  }

  /**
   * A page through the page cache: rendered on a miss and kept when drawn whole; any other outcome is passed
   * back unkept, the same to every request that waited for the render.
   */
  async #lookup(
    page: PageRequest,
    origin: string,
    log: FastifyBaseLogger,
    copies: CopyPlan = NO_COPY,
  ): Promise<PageLookup | Passed<UnkeptOutcome>> {
    let renderMs: number | null = null;
    const { cache, pageTtlMs } = this.#options;
    const found = await cache.lookup(
      pageKey(page, origin),
      pageTtlMs,
      async () => {
        const outcome = await this.#render(page, origin, log);
        if (outcome.kind !== 'page') return pass(outcome);
        const { output } = outcome;
        renderMs = output.renderMs;
        // A page drawn with a block's fallback is kept only briefly: the next visitors may get the real one.
        const ttlMs = output.page.degraded.length > 0 ? DEGRADED_PAGE_TTL_MS : undefined;
        return { body: output.body, dependsOn: [...output.dependsOn, ...output.surrogateSources], ttlMs };
      },
      copies,
    );
    return found.kind === 'kept' ? { ...found, renderMs } : found;
  }

  async #render(page: PageRequest, origin: string, log: FastifyBaseLogger): Promise<RenderOutcome> {
    const { entry, answers, dataTimeoutMs, template } = this.#options;
    const started = performance.now();
    const { transport, keys, surrogateSources } = createPageTransport(answers);
    const routeId = page.route?.id ?? null;
    const result = await entry.render({ url: page.renderUrl, routeId, locale: page.locale, transport, dataTimeoutMs });
    if (result.kind === 'redirect') {
      const surrogateKey = surrogateKeyHeader(surrogateSources());
      return { kind: 'redirect', status: result.status, location: result.location, surrogateKey };
    }
    accountRender(result, routeId, page.path, this.#options.metrics, log);
    // The page is not drawn when the CMS failed: what the render took for 'not found' may be a call that failed.
    if (result.failed) return { kind: 'failed' };
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
    return drawnOutcome({ body, page: result, dependsOn: [...keys], surrogateSources: surrogateSources(), renderMs });
  }

  /**
   * Where a bare URL asked with a `locale=en` cookie is answered: as the outcome of its English URL tells
   * (`englishAnswer`), in Chinese when that URL cannot be rendered. Through the page cache, so the page the
   * visitor is sent to is already rendered.
   */
  async #inEnglish(page: PageRequest, origin: string, log: FastifyBaseLogger): Promise<EnglishAnswer> {
    const english = inLanguage(page, 'en');
    if (page.route === null) return { kind: 'notFound', outcome: await this.#render(english, origin, log) };
    try {
      if (this.#options.pageTtlMs <= 0) {
        return englishAnswer(english.renderUrl, await this.#render(english, origin, log), this.#cacheControl);
      }
      const found = await this.#lookup(english, origin, log);
      if (found.kind === 'passed') return englishAnswer(english.renderUrl, found.value, this.#cacheControl);
      return sendOn(english.renderUrl, this.#kept(found.answer.surrogateKey));
    } catch {
      return { kind: 'here' };
    }
  }

  /** A render's outcome, sent as it was made (a page the page cache keeps is sent from the cache instead). */
  #sendOutcome(request: FastifyRequest, reply: FastifyReply, page: PageRequest, outcome: RenderOutcome): FastifyReply {
    switch (outcome.kind) {
      case 'page': {
        const whole = outcome.output.page.degraded.length === 0;
        return this.#sendRendered(reply, page, outcome.output, whole ? this.#cacheControl : UNKEPT_PAGE_CACHE_CONTROL);
      }
      case 'partial':
      case 'notFound':
        return this.#sendRendered(reply, page, outcome.output, UNKEPT_PAGE_CACHE_CONTROL);
      case 'failed':
        // The CMS failed and nothing was cached: the shell, which asks again from the browser.
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return this.#options.shell(request, reply, 503, page.route?.id ?? null);
      case 'redirect':
        return this.#sendRedirect(reply, page, outcome.status, outcome.location, this.#kept(outcome.surrogateKey));
      default:
        return unhandledOutcome(outcome);
    }
  }

  /** A page sent as it was rendered, with what others may keep of it. */
  #sendRendered(reply: FastifyReply, page: PageRequest, output: RenderOutput, control: string): FastifyReply {
    return reply
      .code(output.page.status)
      .header('server-timing', serverTiming(output.renderMs))
      .header('cache-control', control)
      .header('vary', kindOf(page).vary)
      .header('x-cache', 'MISS')
      .type(PAGE_CONTENT_TYPE)
      .send(output.body);
  }

  /**
   * A redirect the page's URL and data decide: kept like the page. A URL that names Chinese keeps naming
   * it where it is sent, so a `locale=en` cookie cannot send the visitor back to English.
   */
  #sendRedirect(
    reply: FastifyReply,
    page: PageRequest,
    status: number,
    location: string,
    { control, surrogateKey }: SentRedirect,
  ): FastifyReply {
    const target = page.urlLocale === 'zh' ? namingChinese(location) : location;
    if (surrogateKey !== null && control.startsWith('public')) reply.header('surrogate-key', surrogateKey);
    return reply
      .code(status)
      .header('location', target)
      .header('cache-control', control)
      .header('vary', kindOf(page).vary)
      .send();
  }

  /** A redirect kept like a whole page, named by what it was decided from. */
  #kept(surrogateKey: string | null): SentRedirect {
    return { control: this.#cacheControl, surrogateKey };
  }
}

function pageKey(page: PageRequest, origin: string): string {
  return `${PAGE_KEY_PREFIX}${page.locale}:${origin}${page.renderUrl}`;
}
