import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Locale } from '../../../shared/constants.js';
import { buildApp } from '../../../server/app.js';
import { buildDemoCms, type DemoCmsControl } from '../../../server/demo-cms/app.js';
import { builtSiteConfig } from '../../helpers/builtSiteConfig.js';
import { chromiumPath } from './chromiumPath.js';
import { hydrated } from './pageChecks.js';
import { TabPool, type Viewport } from './tabPool.js';

/** Chromium's flags for the browser tests: no sandbox in containers, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type { Viewport };

export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 375, height: 740 };

export interface OpenOptions {
  /**
   * Written to `localStorage.locale` as a plain value before the page runs, and to the `locale` cookie, as
   * the app does after a language switch.
   */
  locale?: Locale;
  viewport?: Viewport;
  /** False opens the page with JavaScript turned off, as some crawlers and readers do. */
  javaScript?: boolean;
}

export interface OpenedPage {
  page: Page;
  /**
   * The page's browser context. Closing it gives the tab back to be made as new for the next test (see
   * `TabPool`): a test closes it when done, as it would a context of its own.
   */
  context: BrowserContext;
  /** Console errors and uncaught exceptions of this page, in order. */
  errors: string[];
}

export interface Site {
  /** `http://127.0.0.1:<port>` of the BFF serving the built client. */
  baseUrl: string;
  /** The demo CMS's test controls (latency, failures, call counts). */
  control: DemoCmsControl;
  /**
   * A page as a new browser context has it (no cookies, storage, cache or routes of an earlier test),
   * already at `path`.
   */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /**
   * A browser context of its own, outside the tab pool, at the site's address: its first page starts a
   * renderer process with nothing cached or compiled, as a visitor's first visit does. For a test that
   * changes the browser for good (a device's screen and touch, a slower CPU and network); the test closes it.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A JSON answer of the BFF, as the client would get it. */
  api<T>(pathAndQuery: string): Promise<T>;
  /** Empties the BFF's answer and page cache (nothing stale is kept after it). */
  purge(): void;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts the demo CMS, the BFF in front of it and Chromium for the test file that calls it (in
 * `beforeAll`), and stops them all in `afterAll`. Returns a getter for the running site.
 */
/** Settings of the BFF for one test file, beside the harness's own (environment variable names and values). */
export type SiteSettings = Readonly<Record<string, string>>;

export function useSite(settings: SiteSettings = {}): () => Site {
  let cms: FastifyInstance | null = null;
  let bff: FastifyInstance | null = null;
  let browser: Browser | null = null;
  let site: Site | null = null;
  let pool: TabPool | null = null;

  beforeAll(async () => {
    const demo = buildDemoCms();
    cms = demo.app;
    const cmsUrl = await listen(demo.app);
    const config = builtSiteConfig(cmsUrl, settings);
    const app = buildApp(config);
    bff = app;
    const baseUrl = await listen(app);
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
    const running = browser;

    const tabs = new TabPool(running, baseUrl);
    pool = tabs;

    site = {
      baseUrl,
      control: demo.control,
      async open(path, options = {}) {
        const javaScript = options.javaScript ?? true;
        const { page, context, errors } = await tabs.lend({
          viewport: options.viewport ?? DESKTOP,
          javaScript,
          ...(options.locale ? { locale: options.locale } : {}),
        });
        await page.goto(path);
        // A server-rendered page answers the pointer once the app has hydrated it.
        if (javaScript && path.startsWith('/')) {
          await hydrated(page);
        }
        return { page, context, errors };
      },
      newContext(options = {}) {
        return running.newContext({ ...options, baseURL: baseUrl });
      },
      purge() {
        app.responseCache.purge();
      },
      async api<T>(pathAndQuery: string) {
        const response = await fetch(new URL(pathAndQuery, baseUrl));
        if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
        return (await response.json()) as T;
      },
    };
  });

  afterAll(async () => {
    await pool?.closeAll();
    await browser?.close();
    await bff?.close();
    await cms?.close();
  });

  return () => {
    if (!site) throw new Error('useSite(): the site starts in beforeAll; use it inside tests');
    return site;
  };
}
