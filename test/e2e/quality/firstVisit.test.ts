import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import { HYDRATION_MARK } from '../../../shared/hydrationMark.js';
import { hydrated, layoutShiftTotal, recordLayoutShifts } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';

const site = useSite();

/** Paths (with query) of the requests a fresh load of `path` makes, once the page has settled. */
async function requestsOf(
  page: Page,
  path: string,
  settledOn: string,
): Promise<{ api: string[]; scripts: string[]; files: string[] }> {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  await page.goto(path);
  await page.locator(settledOn).first().waitFor();
  await page.waitForLoadState('networkidle');
  const paths = seen.map((request) => {
    const url = new URL(request.url());
    return url.pathname + url.search;
  });
  return {
    api: paths.filter((p) => p.startsWith('/cms/api/')),
    scripts: paths.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
    files: paths.filter((p) => p.startsWith('/cms/files/')),
  };
}

/** The scripts an `index.html` names: the entry's and the route's own. */
const namedScripts = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');

/** The scripts `index.html` names for `path`. */
async function preloadedScripts(path: string): Promise<string[]> {
  const response = await fetch(new URL(path, site().baseUrl));
  return namedScripts(await response.text());
}

describe("a first visit fetches each page's code once and none of the data its HTML carried", () => {
  it('an article: index.html names its page script, and the article and menus come with the page', async () => {
    const list = await site().api<PagedList<ArticleSummary>>('/cms/api/article/findArticleList?folderId=25');
    const id = list.articleLists[0]?.id;
    expect(id).toBeDefined();
    const path = `/articledetail/${String(id)}`;
    const preloads = await preloadedScripts(path);
    expect(preloads.some((href) => /\/ArticleDetailPage-[\w-]+\.js$/.test(href))).toBe(true);

    const { page, context } = await site().open('/404');
    const { api, scripts } = await requestsOf(page, path, `[data-article="${String(id)}"]`);
    // The server rendered the page with its data and sent the answers along: the browser asks for none.
    expect(api).toEqual([]);
    // Every script the page needed first was named in index.html, and none was fetched twice.
    const pageScript = scripts.find((p) => p.includes('/ArticleDetailPage-'));
    expect(pageScript).toBeDefined();
    expect(preloads).toContain(pageScript);
    expect(new Set(scripts).size).toBe(scripts.length);
    await context.close();
  });

  it('the home page: drawn from its HTML, it asks for nothing until the visitor acts, then only what it named', async () => {
    // The home page's code is part of the first visit's own chunk, named in index.html.
    const html = await (await fetch(new URL('/index/sy', site().baseUrl))).text();
    const preloads = namedScripts(html);
    expect(preloads.some((href) => /\/site-[\w-]+\.js$/.test(href))).toBe(true);
    // The banner's first picture is preloaded from the head, in the sizes the picture itself offers.
    const head = html.slice(0, html.indexOf('</head>'));
    const preload =
      /<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/.exec(head);
    expect(preload?.[1]).toMatch(/^\/cms\/files\/banners\/\S+\?w=320 320w/);
    const { page, context } = await site().open('/404');
    const { api, files, scripts } = await requestsOf(page, '/index/sy', '[data-slot="home-carousel"] img');
    expect(api).toEqual([]);
    // Every script of the first render is named in the HTML, so none waits for another to be read first;
    // the entry starts one more itself, the worker that loads the locale data.
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
    const unnamed = scripts.filter((script) => script !== entry && !preloads.includes(script));
    expect(unnamed).toHaveLength(1);
    expect(unnamed[0]).toMatch(/^\/assets\/localeData\.worker-[\w-]+\.js$/);
    expect(preloads.some((href) => /\/react-[\w-]+\.js$/.test(href))).toBe(true);
    // The preload and the picture are one request.
    const shown = await page
      .locator('[data-slot="home-carousel"] img')
      .first()
      .evaluate((img) => {
        const url = new URL((img as HTMLImageElement).currentSrc);
        return url.pathname + url.search;
      });
    expect(files.filter((file) => file === shown)).toHaveLength(1);

    // Once the visitor scrolls, the held blocks fetch the answers the page named, and nothing else.
    const state = JSON.parse((await page.locator('#app-state').textContent()) ?? '{}') as {
      deferred: { endpointName: string }[];
    };
    expect(state.deferred.length).toBeGreaterThan(0);
    const later: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/cms/api/')) later.push(url.pathname + url.search);
    });
    await page.mouse.wheel(0, 800);
    await page.locator('[data-home-block="contact"][data-live="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThanOrEqual(state.deferred.length);
    expect(new Set(later).size).toBe(later.length);
    await context.close();
  });

  it("a list page: its section picture, the first screen's largest, is asked for from the head ahead of the scripts", async () => {
    const html = await (await fetch(new URL('/articlepagelist/jtyw', site().baseUrl))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload =
      /<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="100vw" fetchPriority="high"\/>/.exec(head);
    expect(preload?.[1]).toMatch(/^\/cms\/files\/\S+\?w=320 320w/);
    const { page, context } = await site().open('/404');
    const priorities = new Map<string, string>();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/cms/files/')) priorities.set(url.pathname + url.search, request.initialPriority);
    });
    const { files } = await requestsOf(page, '/articlepagelist/jtyw', '[data-slot="section-banner"] img');
    const picture = page.locator('[data-slot="section-banner"] img');
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    const shown = await picture.evaluate((img) => {
      const url = new URL((img as HTMLImageElement).currentSrc);
      return url.pathname + url.search;
    });
    // The preload and the picture are one request, made at the browser's high priority.
    expect(preload?.[1]).toContain(shown);
    expect(files.filter((file) => file === shown)).toHaveLength(1);
    expect(priorities.get(shown)).toBe('High');
    await context.close();
  });

  it('a detail page never shows the section picture, so nothing moves when its code arrives', async () => {
    const { page, context } = await site().open('/404');
    // The page's script arrives late, as on a slow network.
    await page.route(/\/assets\/ArticleDetailPage-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await recordLayoutShifts(page);
    const banners: number[] = [];
    await page.exposeFunction('bannerSeen', () => banners.push(1));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-slot="section-banner"]'))
          (window as unknown as { bannerSeen: () => void }).bannerSeen();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/articledetail/1001');
    await page.locator('[data-article]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(banners).toEqual([]);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.05);
    await context.close();
  });
});

/** A picture request held until the test lets it go, and the app's scripts the page asked for meanwhile. */
async function holdSectionPicture(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/cms\/files\/headers\//, async (route) => {
    await released;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/(?!index-)[\w-]+\.js$/.test(pathname)) scripts.push(pathname);
  });
  return { release, scripts };
}

describe("a rendered page's code", () => {
  it('is asked for from its template once the document is read, without waiting for the main picture', async () => {
    const { page, context } = await site().open('/404');
    const held = await holdSectionPicture(page);
    const marks = () => page.evaluate((name) => performance.getEntriesByName(name, 'mark').length, HYDRATION_MARK);
    await page.goto('/articlepagelist/jtyw', { waitUntil: 'domcontentloaded' });
    // The section picture never comes while the page hydrates, well within the seconds a page waiting for
    // its picture would give it: the code does not wait for it.
    await hydrated(page, 2_500);
    expect(
      await page.locator('[data-slot="section-banner"] img').evaluate((img: HTMLImageElement) => img.complete),
    ).toBe(false);
    // Where hydration began, for a performance recording (`npm run lighthouse` measures from it): set once.
    expect(await marks()).toBe(1);
    // Every script the page lists in its template, each asked for once.
    const html = await (await fetch(new URL('/articlepagelist/jtyw', site().baseUrl))).text();
    expect(html).toMatch(
      /<template id="page-code">(?:<link rel="modulepreload" crossorigin href="[^"]+">)+<\/template>/,
    );
    const listed = namedScripts(html).sort();
    expect([...new Set(held.scripts)].filter((script) => listed.includes(script)).sort()).toEqual(listed);
    expect(new Set(held.scripts).size).toBe(held.scripts.length);
    held.release();
    await context.close();
  });
});

/**
 * Home HTML before compression, at most (bytes). The English page is the larger (about 60.1 kB with the demo
 * content, 57 kB in Chinese); its head names each of the news centre's four feeds by its own title
 * (`{column} | {site name}`, some 280 bytes).
 */
const HOME_HTML_LIMIT = 61_000;

describe('the home page carries what it draws', () => {
  it.each(['zh', 'en'])("%s: at most 61 kB of HTML, with the menu tree but not the columns' pictures", async (lang) => {
    const response = await fetch(new URL(`/index/sy?lang=${lang}`, site().baseUrl));
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HOME_HTML_LIMIT);
    const state = JSON.parse(
      /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as {
      api: { api: { queries: Record<string, { endpointName: string; data?: unknown }> } };
    };
    const carried = Object.values(state.api.api.queries);
    const menus = carried.find((entry) => entry.endpointName === 'getMenus');
    expect(Array.isArray(menus?.data) && menus.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(menus?.data)).not.toMatch(/"image"|"content"/);
    expect(carried.map((entry) => entry.endpointName)).not.toContain('getColumnFacts');
  });
});

describe("the build's compressed copies", () => {
  it('hold exactly what their files hold', () => {
    const dist = join(process.cwd(), 'client', 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    const copies = files.filter((file) => file.endsWith('.br') || file.endsWith('.gz'));
    expect(copies.some((file) => file.startsWith('assets') && file.endsWith('.js.br'))).toBe(true);
    for (const copy of copies) {
      const original = readFileSync(join(dist, copy.slice(0, -3)));
      const packed = readFileSync(join(dist, copy));
      const unpacked = copy.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
      expect(unpacked.equals(original), copy).toBe(true);
    }
  });
});
