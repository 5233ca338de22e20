import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteId, RouteMatch } from '../../shared/routes.js';
import { urlLocale } from '../../shared/seo/languageLinks.js';
import type { ServerEntry } from '../../shared/ssr/renderContract.js';
import type { AnswerService } from '../answers/answerService.js';
import { requestCopies, sendStored } from '../http/sendStored.js';
import type { CacheLookup, CacheStatus, LoadedEntry, ResponseCache } from '../cache/responseCache.js';
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
import { createPageTransport } from './pageTransport.js';
import { inLanguage, readPageRequest, type PageRequest } from './pageRequest.js';
import { accountRender, DEGRADED_PAGE_TTL_MS } from './renderAccount.js';
import {
  RenderRedirect,
  serverTiming,
  UncachedPage,
  type EnglishAnswer,
  type RenderOutput,
  type SentRedirect,
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

/**
 * Server-rendered pages (docs/server-rendering.md): each page is rendered with the BFF's own answers and kept in the
 * shared cache as a page entry (with the keys of the answers it was drawn from), so it follows the same
 * freshness, stale and coalescing rules as answers. A 404, a late render and a failure are not kept, a
 * page drawn with a block's fallback is kept a few seconds; a failed essential call with nothing stale
 * gives the client shell with 503. The language is the URL's: a bare URL is Chinese, except that a
 * `locale=en` cookie sends it on to the page's English URL when there is one.
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
      if (english.kind === 'notFound') return this.#sendUncached(request, reply, page, english.page);
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
    try {
      if (!cacheable) {
        metrics.cacheEvent('miss', 'page');
        const output = await this.#render(page, origin, request.log);
        if (isWhole(output)) return this.#sendRendered(request, reply, page, output, this.#cacheControl);
        throw new UncachedPage(output);
      }
      const { answer, status, renderMs } = await this.#lookup(page, origin, request.log, requestCopies(request));
      if (renderMs !== null) reply.header('server-timing', serverTiming(renderMs));
      metrics.cacheEvent(status === 'HIT' ? 'hit' : status === 'STALE' ? 'stale' : 'miss', 'page');
      return this.#sendKept(request, reply, page, answer, status);
    } catch (error) {
      if (cacheable) metrics.cacheEvent('miss', 'page');
      if (error instanceof UncachedPage) return this.#sendUncached(request, reply, page, error);
      if (error instanceof RenderRedirect) {
        return this.#sendRedirect(reply, page, error.status, error.location, this.#kept(error.surrogateKey));
      }
      request.log.error({ err: error }, 'the page could not be rendered; the client shell is sent instead');
      return this.#options.shell(request, reply, 200, page.route?.id ?? null);
    }
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
    const routeId = page.route?.id ?? null;
    const result = await entry.render({ url: page.renderUrl, routeId, locale: page.locale, transport, dataTimeoutMs });
    if (result.kind === 'redirect') {
      throw new RenderRedirect(result.status, result.location, surrogateKeyHeader(surrogateSources()));
    }
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
   * Where a bare URL asked with a `locale=en` cookie is answered. Its English URL, when the page exists in
   * English or that URL sends on in English (the counterpart of a Chinese code), or when the CMS fails and
   * nothing tells (then kept by no one); the English not-found page when neither exists; else (a page with
   * no English version, such as a Chinese article) the bare URL itself, in Chinese. Through the page cache,
   * so the page the visitor is sent to is already rendered.
   */
  async #inEnglish(page: PageRequest, origin: string, log: FastifyBaseLogger): Promise<EnglishAnswer> {
    const english = inLanguage(page, 'en');
    const sendOn = (location: string, sent: SentRedirect): EnglishAnswer => ({ kind: 'redirect', location, sent });
    if (page.route === null) {
      return { kind: 'notFound', page: new UncachedPage(await this.#render(english, origin, log)) };
    }
    try {
      if (this.#options.pageTtlMs > 0) {
        const { answer } = await this.#lookup(english, origin, log);
        return sendOn(english.renderUrl, this.#kept(answer.surrogateKey));
      }
      const output = await this.#render(english, origin, log);
      if (!isPage(output)) throw new UncachedPage(output);
      return sendOn(english.renderUrl, this.#kept(null));
    } catch (error) {
      if (error instanceof RenderRedirect) {
        const isEnglish = urlLocale(new URLSearchParams(error.location.split('?', 2)[1])) === 'en';
        return isEnglish ? sendOn(error.location, this.#kept(error.surrogateKey)) : { kind: 'here' };
      }
      if (!(error instanceof UncachedPage)) return { kind: 'here' };
      if (error.output.page.failed) {
        return sendOn(english.renderUrl, { control: UNKEPT_PAGE_CACHE_CONTROL, surrogateKey: null });
      }
      return isPage(error.output) ? sendOn(english.renderUrl, this.#kept(null)) : { kind: 'notFound', page: error };
    }
  }

  /** A whole render sent as it was made (the page cache is off). */
  #sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    output: RenderOutput,
    control: string,
  ): FastifyReply {
    return reply
      .code(output.page.status)
      .header('server-timing', serverTiming(output.renderMs))
      .header('cache-control', control)
      .header('vary', kindOf(page).vary)
      .header('x-cache', 'MISS')
      .type(PAGE_CONTENT_TYPE)
      .send(output.body);
  }

  #sendUncached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageRequest,
    { output }: UncachedPage,
  ): FastifyReply {
    // A failing CMS comes first: what the render took for 'not found' may be a call that failed.
    if (output.page.failed) {
      // The CMS failed and nothing was cached: the shell, which asks again from the browser.
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return this.#options.shell(request, reply, 503, page.route?.id ?? null);
    }
    return this.#sendRendered(request, reply, page, output, UNKEPT_PAGE_CACHE_CONTROL);
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

/** A render that drew the page (perhaps only in part): not a 404, not a failed CMS. */
const isPage = (output: RenderOutput): boolean => output.page.status === 200 && !output.page.failed;

/** A render that drew the whole page, to be kept. */
const isWhole = ({ page }: RenderOutput): boolean =>
  page.status === 200 && page.complete && !page.failed && page.degraded.length === 0;
