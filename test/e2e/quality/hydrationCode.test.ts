import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTitle, hydrated, networkQuiet } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';

const site = useSite();

/**
 * The scripts of the loaders, as the build names them: a route kind's module (`pages/<page>/route.ts`) and
 * their runner (`app/data/runLoader.ts`).
 */
const ROUTE_KIND_SCRIPT = /^\/assets\/route-[\w-]+\.js$/;
const RUNNER_SCRIPT = /^\/assets\/runLoader-[\w-]+\.js$/;

/** Scripts a page loads beside those its HTML names: the locale data's worker, and the messages beyond the first render's. */
const UNNAMED_SCRIPT = /^\/assets\/(?:localeData\.worker|zh|en)-[\w-]+\.js$/;

/** The scripts an HTML page names: the entry, and the page's own (in its head, or in the template the entry loads). */
function namedScripts(html: string): string[] {
  const tags = html.matchAll(/<(?:link rel="modulepreload"|script type="module") crossorigin (?:href|src)="([^"]+)">/g);
  return [...tags].map((tag) => tag[1] ?? '');
}

/** The paths of the scripts a tab asks for from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

// A page the server drew carries its data, so hydrating it runs no loader: the browser fetches the scripts
// the page's HTML names (from its page module alone, `route-preloads.json`) and no loader's code. Were
// hydration to load a route kind's module or run a loader, the first visit would fetch more than it names.
describe("hydrating a page the server drew loads its page's code, not its route kind's", () => {
  it.each(['/index/sy', '/articlepagelist/jtyw', '/articledetail/1001', '/404'])(
    '%s: the scripts its HTML names, and neither a route kind module nor the loaders’ runner',
    async (path) => {
      const { page, context } = await site().open('about:blank');
      const scripts = scriptsOf(page);
      const quiet = networkQuiet(page);
      const response = await page.goto(path);
      const named = namedScripts((await response?.text()) ?? '');
      expect(named.length).toBeGreaterThan(1);
      await hydrated(page);
      await quiet();
      // What hydration fetched: the page's scripts, which the build lists from its page module alone.
      expect(scripts.filter((script) => !named.includes(script) && !UNNAMED_SCRIPT.test(script))).toEqual([]);
      // Its loader does not run again, so neither its route kind's module nor their runner is fetched.
      expect(scripts.filter((script) => ROUTE_KIND_SCRIPT.test(script) || RUNNER_SCRIPT.test(script))).toEqual([]);
      await context.close();
    },
  );
});

/** Settles true once `asked` has, or false after three seconds. */
function within3s(asked: Promise<void>): Promise<boolean> {
  return Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, 3_000, false))]);
}

/** A promise that settles once the tab asks for a URL `test` accepts. */
function askedFor(page: Page, test: (url: URL) => boolean): Promise<void> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      if (test(new URL(request.url()))) resolve();
    });
  });
}

describe('navigating in the browser', () => {
  it("loads the next route kind's module and its page's side by side, and runs the loader meanwhile", async () => {
    const { page, context } = await site().open('/articlepagelist/jtyw');
    const scripts = scriptsOf(page);
    const pageScript = /^\/assets\/ColumnDetailPage-[\w-]+\.js$/;
    const pageAsked = askedFor(page, (url) => pageScript.test(url.pathname));
    const loaderCalled = askedFor(page, (url) => url.pathname === '/cms/api/folder/getFolderDetail');
    // The route kind's module is held until the page's script has been asked for, and the page's script
    // until the loader has asked for the column: had either waited for the other, its hold would run out.
    const held: Record<string, boolean> = {};
    await page.route(
      (url) => ROUTE_KIND_SCRIPT.test(url.pathname),
      async (route) => {
        held.routeKind = await within3s(pageAsked);
        await route.continue();
      },
    );
    await page.route(
      (url) => pageScript.test(url.pathname),
      async (route) => {
        held.page = await within3s(loaderCalled);
        await route.continue();
      },
    );
    await page.locator('a[href="/columndetail/gsjj"]:visible').first().click();
    await expectTitle(page, '公司简介');
    expect(held).toEqual({ routeKind: true, page: true });
    expect(scripts.filter((script) => ROUTE_KIND_SCRIPT.test(script))).toHaveLength(1);
    expect(scripts.filter((script) => RUNNER_SCRIPT.test(script))).toHaveLength(1);
    expect(scripts.filter((script) => pageScript.test(script))).toHaveLength(1);
    await context.close();
  });
});
