import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Locale } from '../../../shared/constants.js';

export interface Viewport {
  width: number;
  height: number;
}

/** What a test asks of the tab it opens. */
export interface TabRequest {
  viewport: Viewport;
  javaScript: boolean;
  /** Stored as the app stores a visitor's choice: in `localStorage.locale` and in the `locale` cookie. */
  locale?: Locale;
}

/** A tab lent to a test until it closes the context it was given. */
export interface LentTab {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of the page from now on, in order. */
  errors: string[];
}

/**
 * Changes a tab keeps for good (a page clock, scripts run before every document, functions exposed to
 * the page): a tab that had one is closed when the test gives it back, not lent again.
 */
const LASTING_PAGE_CHANGES: ReadonlySet<string> = new Set([
  'clock',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
]);
const LASTING_CONTEXT_CHANGES: ReadonlySet<string> = new Set([
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'grantPermissions',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
]);

/** Where a tab waits between tests: an empty page that empties its origin's storage. */
const RESTING_DOCUMENT =
  '<!doctype html><title>-</title><link rel="icon" href="data:,">' +
  '<script>localStorage.clear(); sessionStorage.clear();</script>';

/**
 * Headers that decide which browsing context group, and so which renderer process, a document opens in.
 * The site's pages send `Cross-Origin-Opener-Policy: same-origin`: a navigation between a document with
 * it and one without leaves the group for a new one, in a new process that starts, sets up its engine
 * and compiles the app again. A resting page with the same headers keeps a tab in one process from test
 * to test (a page load and a give-back about a third faster).
 */
const ISOLATION_HEADERS: readonly string[] = [
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
];

/** A listener a test added to a page or context, removed when the tab is given back. */
interface AddedListener {
  event: string;
  listener: (...args: never[]) => unknown;
}

/** Methods that add a listener (Playwright's pages and contexts are event emitters). */
const ADDING_LISTENERS: readonly string[] = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'];

/**
 * The one way to remove a listener by an event name held as a string: Playwright types `removeListener`
 * by each of its events.
 */
interface Emitter {
  removeListener(event: string, listener: (...args: never[]) => unknown): unknown;
}

interface Tab {
  context: BrowserContext;
  page: Page;
  /** The tab's own DevTools session, for what Playwright has no call for (emptying the HTTP cache). */
  session: CDPSession;
  /** Listeners tests added to the page and the context (Playwright's own stay). */
  added: { emitter: Emitter; listener: AddedListener }[];
  javaScript: boolean;
  /** A test has it (closing its context twice gives it back once). */
  lent: boolean;
  /** The test changed something that cannot be undone. */
  lasting: boolean;
}

/**
 * `target` as the test sees it: `overrides` replace some members, reading one of `lasting` marks the tab
 * as changed for good, and every listener added is recorded in `added`. Methods run on the real object.
 */
function watched<T extends object>(
  target: T,
  overrides: Readonly<Record<string, unknown>>,
  lasting: ReadonlySet<string>,
  tab: Tab,
): T {
  const proxy: T = new Proxy(target, {
    get(object, property) {
      if (typeof property === 'string') {
        if (Object.hasOwn(overrides, property)) return overrides[property];
        if (lasting.has(property)) tab.lasting = true;
        if (ADDING_LISTENERS.includes(property)) {
          const add = Reflect.get(object, property, object) as (
            event: string,
            listener: AddedListener['listener'],
          ) => unknown;
          return (event: string, listener: AddedListener['listener']) => {
            tab.added.push({ emitter: object as unknown as Emitter, listener: { event, listener } });
            add.call(object, event, listener);
            return proxy;
          };
        }
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
  return proxy;
}

/**
 * Browser tabs lent to the tests of one file, each made as new again when a test gives it back: no
 * cookies, storage, HTTP cache, routes, listeners or other pages left over. A tab is the costly part of
 * opening a page in a fresh browser context (a renderer process that starts, then compiles the app's
 * scripts); a tab navigated again keeps its process and what it compiled.
 */
export class TabPool {
  readonly #browser: Browser;
  readonly #baseUrl: string;
  /** An address of the site's origin where a tab waits, its storage reachable (see `#rest`). */
  readonly #restingUrl: string;
  readonly #free: Tab[] = [];
  readonly #all = new Set<Tab>();
  #isolation: Promise<Record<string, string>> | null = null;

  constructor(browser: Browser, baseUrl: string) {
    this.#browser = browser;
    this.#baseUrl = baseUrl;
    this.#restingUrl = new URL('/.tab-at-rest', baseUrl).href;
  }

  async lend(request: TabRequest): Promise<LentTab> {
    const index = this.#free.findIndex((tab) => tab.javaScript === request.javaScript);
    const [kept] = index >= 0 ? this.#free.splice(index, 1) : [];
    const tab = kept ?? (await this.#newTab(request));
    const { page, context } = tab;
    tab.lent = true;
    await page.setViewportSize(request.viewport);
    if (request.locale) {
      // The browser mirrors its stored language into the cookie the server renders pages by.
      await context.addCookies([{ name: 'locale', value: request.locale, url: this.#baseUrl }]);
      if (request.javaScript) {
        await page.evaluate((locale) => localStorage.setItem('locale', locale), request.locale);
      }
    }
    const errors: string[] = [];
    const lent = watched(page, {}, LASTING_PAGE_CHANGES, tab);
    lent.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    lent.on('pageerror', (error) => errors.push(String(error)));
    return {
      page: lent,
      context: watched(context, { close: () => this.#giveBack(tab) }, LASTING_CONTEXT_CHANGES, tab),
      errors,
    };
  }

  /** The site's isolation headers, read once from one of its static files. */
  #isolationHeaders(): Promise<Record<string, string>> {
    this.#isolation ??= fetch(new URL('/favicon.svg', this.#baseUrl)).then(async (response) => {
      await response.arrayBuffer();
      const headers: Record<string, string> = {};
      for (const name of ISOLATION_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      return headers;
    });
    return this.#isolation;
  }

  /** Closes every tab, lent or not. */
  async closeAll(): Promise<void> {
    const tabs = [...this.#all];
    this.#all.clear();
    this.#free.length = 0;
    await Promise.all(tabs.map((tab) => tab.context.close().catch(() => undefined)));
  }

  async #newTab(request: TabRequest): Promise<Tab> {
    const context = await this.#browser.newContext({
      viewport: request.viewport,
      baseURL: this.#baseUrl,
      javaScriptEnabled: request.javaScript,
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const tab: Tab = { context, page, session, added: [], javaScript: request.javaScript, lent: false, lasting: false };
    this.#all.add(tab);
    await this.#rest(page);
    return tab;
  }

  /**
   * Takes the tab to an empty document of the site's origin, answered by the browser itself: the site is
   * asked nothing, and the document names an icon, so the browser does not ask the site for one either.
   * Where scripts run, the document empties the origin's storage as it loads (the page the last test left
   * is gone by then, so nothing writes to it again). It answers with the site's isolation headers, so the
   * tab's next page opens in the same renderer process (see `ISOLATION_HEADERS`).
   */
  async #rest(page: Page): Promise<void> {
    const headers = await this.#isolationHeaders();
    await page.route(this.#restingUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers,
        body: RESTING_DOCUMENT,
      }),
    );
    try {
      await page.goto(this.#restingUrl, { waitUntil: 'domcontentloaded' });
    } finally {
      await page.unroute(this.#restingUrl);
    }
  }

  /** Makes the tab as new and keeps it for the next test, or closes it when that cannot be done. */
  async #giveBack(tab: Tab): Promise<void> {
    if (!tab.lent || !this.#all.has(tab)) return;
    tab.lent = false;
    try {
      if (tab.lasting || tab.page.isClosed()) throw new Error('the tab cannot be made as new');
      await this.#reset(tab);
      this.#free.push(tab);
    } catch {
      this.#all.delete(tab);
      await tab.context.close().catch(() => undefined);
    }
  }

  async #reset({ page, context, session, added }: Tab): Promise<void> {
    for (const { emitter, listener } of added.splice(0)) emitter.removeListener(listener.event, listener.listener);
    // Each of these undoes something else, so they go to the browser together.
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      ...context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
      context.clearCookies(),
      page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null }),
      // The pointer where a new tab has it, not over what the last test pointed at on the next page.
      page.mouse.move(0, 0),
    ]);
    await this.#rest(page);
    await session.send('Network.clearBrowserCache');
  }
}
