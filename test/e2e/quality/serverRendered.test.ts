import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { layoutShiftTotal, recordLayoutShifts, unexpected } from '../harness/pageChecks.js';
import { DESKTOP, useSite, type OpenedPage, type Viewport } from '../harness/site.js';
import { SMALL_SCREEN } from './pageAudits.js';
import { loadSampleContent, ROUTE_SAMPLES, type SampleContent } from './routeSamples.js';

const site = useSite();

/** Most a page may move while it hydrates (the bound), summed over its layout shifts. */
const MAX_HYDRATION_CLS = 0.02;

const SIZES: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  [`${SMALL_SCREEN.width} px`, SMALL_SCREEN],
];

/** Starts counting layout shifts and `/cms/api` requests of every page the tab loads from now on. */
async function watch(page: Page): Promise<{ api: string[] }> {
  await recordLayoutShifts(page);
  const seen = { api: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cms/api/')) seen.api.push(url.pathname + url.search);
  });
  return seen;
}

/** The page has hydrated once React has attached its handlers to the root. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

describe.each(LOCALES)('server-rendered pages in %s', (locale: Locale) => {
  let content: SampleContent;
  beforeAll(async () => {
    content = await loadSampleContent(site(), locale);
  });

  describe.each(SIZES)('at %s', (_size, viewport) => {
    let opened: OpenedPage;
    let seen: { api: string[] };
    beforeAll(async () => {
      opened = await site().open('about:blank', { locale, viewport });
      seen = await watch(opened.page);
    });
    afterAll(async () => {
      await opened.context.close();
    });

    it.each(ROUTE_SAMPLES.map((sample) => [sample.name, sample] as const))(
      '%s hydrates without warnings, without moving, and asks for none of the data it carried',
      async (_name, sample) => {
        const { page, errors } = opened;
        errors.length = 0;
        seen.api.length = 0;
        const path = sample.path(content);
        const response = await page.goto(path);
        expect(response?.status()).toBe(sample.route === 'notFound' ? 404 : 200);
        await hydrated(page);
        expect(unexpected(errors, sample.route === 'notFound' ? [/status of 404/] : [])).toEqual([]);
        expect(seen.api).toEqual([]);
        expect(await layoutShiftTotal(page)).toBeLessThan(MAX_HYDRATION_CLS);
      },
    );
  });

  describe('with JavaScript turned off', () => {
    let page: Page;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const opened = await site().open('about:blank', { locale, javaScript: false });
      page = opened.page;
      close = () => opened.context.close();
    });
    afterAll(async () => {
      await close();
    });

    it.each(ROUTE_SAMPLES.map((sample) => [sample.name, sample] as const))(
      '%s shows its title, its content, the navigation and the footer',
      async (_name, sample) => {
        await page.goto(sample.path(content));
        const lang = await page.locator('html').getAttribute('lang');
        expect(lang).toBe(locale === 'zh' ? 'zh-CN' : 'en');
        expect((await page.title()).length).toBeGreaterThan(0);
        expect(await page.locator('nav a[href^="/"]').count()).toBeGreaterThan(10);
        const main = (await page.locator('main').innerText()).trim();
        expect(main.length).toBeGreaterThan(20);
        expect(await page.locator('footer').innerText()).not.toBe('');
      },
    );
  });
});
