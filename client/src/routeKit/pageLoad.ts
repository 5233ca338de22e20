import type { LoaderFunctionArgs } from 'react-router';
import type { MenuEntry } from '../../../shared/api/menu';
import type { Locale } from '../../../shared/constants';
import { pageLocale } from '../../../shared/seo/languageLinks';
import { menuApi } from '../api/menuApi';
import type { AppStore } from '../state/store';

/**
 * Where a loader runs: the server waits for every call before it renders once; the browser does not. A
 * server render also gathers the cache keys of the calls its loaders start as essential (`essential`), by
 * which it sorts its failed calls (see `CallOptions`).
 */
export type LoadPlace = { kind: 'server'; deadline: number; essential: Set<string> } | { kind: 'browser' };

/** The store a loader fills and where it runs: one for the app in the browser, one per render on the server. */
export interface LoadScope {
  store: AppStore;
  place: LoadPlace;
}

/** How a loader finds its scope from its arguments. */
export type ScopeOf = (args: LoaderFunctionArgs) => LoadScope;

/** A query started with `store.dispatch(api.endpoints.x.initiate(args))`: its result and its subscription. */
interface StartedQuery<Result> extends PromiseLike<Result> {
  queryCacheKey: string;
  unsubscribe(): void;
}

/**
 * How a loader starts a call. `essential`: the page cannot be drawn without it (the menu tree, the page's
 * primary resource: the article of an article page, the list of a list page, the search results). When it
 * fails on the server and nothing stale is cached, the BFF answers 503 with the shell instead of the page.
 * Every other call is secondary: its block draws its own fallback. Named where the call is started, the
 * essential calls are always calls the loader makes; the browser keeps no record of them.
 */
interface CallOptions {
  essential?: boolean;
}

/** What a route's loader returns: the cache keys of the answers only held parts of the page draw. */
export interface LoadedPage {
  held: string[];
}

/** The part of a query's result a loader reads. */
interface QueryOutcome<Data> {
  data?: Data;
  error?: unknown;
}

/** Resolves at the deadline (performance.now() milliseconds); the timer never holds the process open. */
export function timeLeft(deadline: number): Promise<'late'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('late'), Math.max(0, deadline - performance.now()));
    timer.unref?.();
  });
}

/** The BFF answers 404 for an item the CMS does not have. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The data one route's loader starts for its page. Each call is a query of the one API, so the page's
 * components find the answer in the store under the same arguments and draw it at once.
 *
 * On the server every call is awaited (until the render's deadline), so the page is drawn once, whole.
 * In the browser, navigating, only the calls a loader `need`s are awaited (the page cannot be drawn
 * without them); the others leave with them and their blocks show their loading state until they come,
 * so a slow side list never holds the page back. The loader's own subscriptions are released there once
 * the calls are settled: the page's components hold the data from then on. (`need` and `start` are bound,
 * so a loader may take them apart from the object.)
 *
 * Either names a call essential where the loader starts it (`{ essential: true }`, see `CallOptions`); on
 * the server, the render's place gathers their cache keys. Awaited and essential are apart: a column's
 * content is essential, yet the browser draws the column's page while it comes.
 */
export class PageLoad {
  readonly #started: StartedQuery<unknown>[] = [];
  readonly #held: string[] = [];
  readonly store: AppStore;
  readonly place: LoadPlace;
  readonly locale: Locale;
  readonly url: URL;
  readonly params: LoaderFunctionArgs['params'];
  /** The route the loader runs for (a route kind may answer several). */
  readonly routeId: string;

  constructor({ store, place }: LoadScope, { request, params }: LoaderFunctionArgs, routeId: string) {
    this.routeId = routeId;
    this.store = store;
    this.place = place;
    this.url = new URL(request.url);
    // The URL's, not the store's: in the browser, the frame's loader switches the store to it meanwhile.
    this.locale = pageLocale(this.url.searchParams);
    this.params = params;
  }

  /**
   * A call the page is drawn from (its menu, its primary resource, or one another call depends on):
   * started and awaited. Resolves with the outcome, or `undefined` when the server's deadline came first.
   */
  readonly need = async <Data>(
    started: StartedQuery<QueryOutcome<Data>>,
    options: CallOptions = {},
  ): Promise<QueryOutcome<Data> | undefined> => {
    this.start(started, options);
    if (this.place.kind === 'browser') return started;
    const outcome = await Promise.race([started, timeLeft(this.place.deadline)]);
    return outcome === 'late' ? undefined : outcome;
  };

  /**
   * The URL's language's menu tree, every page's frame (null when it failed or came too late): essential
   * to every page, as its navigation, section menu and breadcrumb.
   */
  readonly menus = async (): Promise<MenuEntry[] | null> => {
    const started = this.store.dispatch(menuApi.endpoints.getMenus.initiate({ flag: this.locale }));
    const outcome = await this.need(started, { essential: true });
    return outcome?.data ?? null;
  };

  /** A call beside the page's content: started now, awaited by `done()` on the server only. */
  readonly start = (started: StartedQuery<unknown>, { essential = false }: CallOptions = {}): void => {
    this.#started.push(started);
    if (essential && this.place.kind === 'server') this.place.essential.add(started.queryCacheKey);
  };

  /**
   * A call only parts of the page held until the visitor acts draw (the home blocks, the footer): started
   * like the others; a server-rendered page carries its answer's key, not the answer (see
   * `serialiseState`), and the part fetches it before it hydrates.
   */
  readonly startHeld = (started: StartedQuery<unknown>): void => {
    this.start(started);
    this.#held.push(started.queryCacheKey);
  };

  /** A loader that threw (a redirect, a 404): in the browser, its subscriptions released. */
  abandon(): void {
    if (this.place.kind === 'browser') for (const started of this.#started) started.unsubscribe();
  }

  /** The loader's end: on the server, every call settled (or the deadline); in the browser, subscriptions released. */
  async done(): Promise<LoadedPage | null> {
    if (this.place.kind === 'server') {
      // Server stores live for one render: their subscriptions are never released, which also keeps
      // RTK Query from setting a removal timer per answer that would hold the store after the response.
      await Promise.race([Promise.allSettled(this.#started), timeLeft(this.place.deadline)]);
    } else {
      for (const started of this.#started) started.unsubscribe();
    }
    return this.#held.length > 0 ? { held: [...this.#held] } : null;
  }
}
